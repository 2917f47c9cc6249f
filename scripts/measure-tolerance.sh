#!/usr/bin/env bash
# Re-measures check's default budgets over the whole golden corpus (docs/checking.md): every spec at
# @1x, @2x and @3x against itself moved by 0.01 pt must pass. Takes a few minutes in a debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
RENDER_SPEC_MEASURE_TOLERANCE=1 swift test --filter ToleranceMeasurement 2>&1 | grep -E "tolerance:|error|passed|failed"
