#!/usr/bin/env bash
# The test command: the whole suite, as CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
python3 scripts/check-schema.py
swift build --build-tests
swift test --skip-build
