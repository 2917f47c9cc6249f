#!/usr/bin/env python3
"""Checks spec files against docs/render-spec.schema.json with a real JSON Schema validator
(jsonschema's Draft202012Validator), so the schema editors use is tested as editors use it.

    scripts/check-schema.py            every spec in Examples/ and Specs/, bases included
    scripts/check-schema.py FILE...    these files

The schema itself is generated (`render-spec schema -o docs/render-spec.schema.json`); a Swift test
fails when the committed file is stale. Prints `FILE: schema: PATH: message` for each problem and a
summary line, and exits 1 if there was a problem."""
import glob
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "jsonschema"], check=True)
    import jsonschema

files = [os.path.abspath(f) for f in sys.argv[1:]]
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

schema = json.load(open("docs/render-spec.schema.json", encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

if not files:
    found = sorted(glob.glob("Examples/**/*.json", recursive=True) + glob.glob("Specs/**/*.json", recursive=True))
    # Not specs: asset catalogs' Contents.json, golden manifests, DTCG token files, and the JSON
    # render-spec writes (a bitmap font's NAME.fnt.json, an atlas's TexturePacker descriptor), as
    # `check` tells them apart (SpecDiscovery.isOutputJSON).
    def is_output(path):
        if path.endswith(".fnt.json"):
            return True
        data = json.load(open(path, encoding="utf-8"))
        return isinstance(data, dict) and isinstance(data.get("frames"), dict) and isinstance(data.get("meta"), dict)
    files = [f for f in found if not f.endswith(("Contents.json", "render-spec-manifest.json", ".tokens.json")) and not is_output(f)]

failed = 0
for path in files:
    spec = json.load(open(path, encoding="utf-8"))
    for error in sorted(validator.iter_errors(spec), key=lambda e: list(map(str, e.absolute_path))):
        failed += 1
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        print(f"{path}: schema: {where}: {error.message}")
print(f"schema: {len(files)} specs checked, {failed} problems")
sys.exit(1 if failed else 0)
