#!/usr/bin/env python3
"""The worst inputs the limits allow (issue 36), written into DIR: each is under the 5 MiB file
limit and valid JSON, and each used to cost far more than its size. run.sh validates every one
with `/usr/bin/time -v` and report.py compares the peak and the time with small.json's.

    python3 Benchmarks/make-hostile.py DIR
"""
import json
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def label(extra, **keys):
    spec = {"version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "a"}
    spec.update(keys)
    text = json.dumps(spec)
    return text[:-1] + (", " + extra if extra else "") + "}"


def write(name, text):
    with open(os.path.join(out, name), "w") as f:
        f.write(text)


write("small.json", label('"$comment": "x"'))
# Memory: many values in few bytes, refused at the value limit, and as many as it allows.
write("zeros.json", label('"$comment": [' + ",".join(["0"] * 2_600_000) + "]"))
write("empty-strings.json", label('"$comment": [' + ",".join(['""'] * 1_000_000) + "]"))
write("at-limit.json", label('"$comment": [' + ",".join(['""'] * 249_989) + "]"))
write("long-key.json", label('"$comment": {"' + "k" * 5_000 + '": [' + ",".join(["0"] * 240_000) + "]}"))
write("long-number.json", label('"lines": ' + "9" * 1_000_000))
# A DTCG token file at the token limit, used by a spec.
write("tokens.tokens.json", "{" + ",\n".join(f'"t{i}": {{"$type": "number", "$value": {i}}}' for i in range(25_000)) + "}")
write("token-limit.json", label('"tokens": "tokens.tokens.json", "lines": "$t2"'))
# Time: text that used to take Pango tens of seconds, each within the text limit.
write("many-lines.json", json.dumps({"version": 1, "kind": "label", "size": {"width": 240},
                                     "text": "a\n" * 50_000, "lines": 0}))
write("long-word.json", json.dumps({"version": 1, "kind": "label", "size": {"width": 400, "height": 400},
                                    "text": "x" * 100_000, "lineBreak": "word", "lines": 0}))
