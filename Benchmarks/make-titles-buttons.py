#!/usr/bin/env python3
"""Writes the W1/W2 batch: N spec files (default 600), half W1-style styled titles (gradient fill,
3 pt outside stroke, soft shadow) and half W2-style glossy buttons (gloss, groove, edge, border,
title with a shadow), each one image at @2x, with texts and colours varied so that no two specs are
the same work. For `render-spec DIR --out-dir OUT --jobs 1|2` (Benchmarks/run.sh).

    python3 Benchmarks/make-titles-buttons.py DIR [N]

Deterministic: the same N gives the same files. Every font is the pinned DejaVu Sans.
"""
import json
import os
import random
import sys

WORDS = ["HIGH SCORE 12,480", "LEVEL 7 COMPLETE", "NEW RECORD!", "GAME OVER", "PLAYER ONE",
         "BONUS x3", "STAGE CLEAR", "WORLD 4-2", "TIME 02:14", "COMBO 48"]
TITLES = ["Start", "Play", "Continue", "Shop", "Settings", "Quit", "Resume", "Next", "Back", "Retry"]
GRADIENTS = [["#FFF7B0", "#FFD23F", "#F08A24"], ["#5AC8FA", "#0051A8"], ["#FF5F6D", "#FFC371"],
             ["#A8FF78", "#78FFD6"], ["#FFFFFF", "#B0B0B0"]]


def title(i, rng):
    return {"version": 1, "kind": "label", "name": f"title-{i:04d}",
            "size": {"width": 600, "height": 120}, "text": rng.choice(WORDS),
            "font": {"family": "DejaVu Sans", "size": rng.choice([30, 32, 34, 36]), "weight": "bold"},
            "fill": {"gradient": {"stops": rng.choice(GRADIENTS)}},
            "stroke": {"color": "#5A2A0C", "width": 3, "position": "outside"},
            "shadow": {"color": "rgba(0, 0, 0, 0.55)", "offset": [0, 4], "blur": 8},
            "alignment": "center", "output": {"scales": [2]}}


def button(i, rng):
    base = {"red": round(rng.uniform(0.05, 0.9), 2), "green": round(rng.uniform(0.05, 0.9), 2),
            "blue": round(rng.uniform(0.05, 0.9), 2)}
    return {"version": 1, "kind": "button", "name": f"button-{i:04d}",
            "size": {"width": 310, "height": 54}, "background": {"gloss": {"color": base}},
            "cornerRadius": 12, "border": {"color": "#9F9F9F", "width": 1}, "groove": {"width": 3},
            "edge": {"from": "rgba(0, 0, 0, 0.4)", "to": "rgba(255, 255, 255, 0.6)"},
            "title": {"text": rng.choice(TITLES),
                      "font": {"family": "DejaVu Sans", "size": 22, "weight": "bold"}, "fill": "white",
                      "shadow": {"color": {"white": 0.25}, "offset": [0, -1]}},
            "output": {"scales": [2]}}


def main():
    folder = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 600
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(24)
    for i in range(n):
        spec = title(i, rng) if i % 2 == 0 else button(i, rng)
        with open(os.path.join(folder, f"{spec['name']}.json"), "w") as f:
            json.dump(spec, f, indent=1)
    print(json.dumps({"specs": n, "titles": (n + 1) // 2, "buttons": n // 2}))


if __name__ == "__main__":
    main()
