#!/usr/bin/env python3
"""Checks that docs/render-spec.schema.json is a valid JSON Schema and that every spec in Examples/
and Specs/ satisfies it, so the schema editors use never drifts from the specs the tool accepts."""
import glob
import json
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "jsonschema"], check=True)
    import jsonschema

schema = json.load(open("docs/render-spec.schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
specs = sorted(glob.glob("Examples/**/*.json", recursive=True) + glob.glob("Specs/**/*.json", recursive=True))
specs = [s for s in specs if not s.endswith(("Contents.json", "manifest.json", "results.json"))]
failed = 0
for path in specs:
    spec = json.load(open(path))
    if not isinstance(spec, dict) or "version" not in spec:
        continue  # a base file for `extends` may hold only shared keys
    for error in validator.iter_errors(spec):
        failed += 1
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        print(f"{path}: schema: {where}: {error.message}")
print(f"schema: {len(specs)} specs checked, {failed} problems")
sys.exit(1 if failed else 0)
