#!/usr/bin/env python3
"""Writes W5's corpus: N spec files (default 1,000) of every kind into a folder, for
`render-spec DIR --out-dir OUT --jobs 1|2` (Benchmarks/run.sh).

    python3 Benchmarks/make-w5.py DIR [N]

The mix, by file: 45% labels, 20% text fields, 20% buttons, 13% views, 2% bitmap fonts (digits
only: a whole ASCII font is a much larger job than any other spec). About a quarter of the labels
and buttons carry locales (de, fr, ru, el, ar), a third of the text fields and buttons have a second
state, and most render at @1x and @2x. Deterministic: the same N gives the same files, so runs
compare. Every font is the pinned DejaVu Sans, so nothing depends on the machine's fonts.
"""
import json
import os
import random
import sys

WORDS = ["Play", "Continue", "High Score", "Settings", "Level 12", "Quit", "Shop", "Player One",
         "New Game", "Options", "Back", "Next", "Resume", "Leaderboard", "Achievements", "Bonus x3"]
LOCALES = {
    "de": ["Weiter", "Spielen", "Einstellungen", "Zurück zum Menü", "Bestenliste"],
    "fr": ["Continuer", "Jouer", "Réglages", "Meilleur score", "Retour"],
    "ru": ["Продолжить", "Играть", "Настройки", "Рекорд", "Назад"],
    "el": ["Συνέχεια", "Παιχνίδι", "Ρυθμίσεις", "Πίσω", "Ρεκόρ"],
    "ar": ["متابعة", "العب", "الإعدادات", "رجوع", "أعلى نتيجة"],
}
GRADIENTS = [["#FFF7B0", "#FFD23F", "#F08A24"], ["#5AC8FA", "#0051A8"], ["#FFFFFF", "#B0B0B0"],
             ["#FF5F6D", "#FFC371"], ["#A8FF78", "#78FFD6"]]
COLORS = ["#5A2A0C", "#1C1C1E", "#003366", "#FFFFFF", "#8E44AD", "#C0392B"]


def font(rng, lo, hi):
    return {"family": "DejaVu Sans", "size": rng.randint(lo, hi), "weight": rng.choice(["bold", "regular"])}


def locales(rng, share):
    if rng.random() >= share:
        return None
    picked = rng.sample(sorted(LOCALES), rng.randint(2, 4))
    return {loc: {"text": rng.choice(LOCALES[loc])} for loc in picked}


def scales(rng):
    return {"scales": [1, 2] if rng.random() < 0.7 else [2]}


def label(i, rng):
    spec = {"version": 1, "kind": "label", "name": f"w5-{i:04d}",
            "size": {"width": rng.randint(160, 420), "height": rng.randint(40, 90)},
            "text": rng.choice(WORDS), "font": font(rng, 16, 34), "alignment": "center",
            "minimumScale": 0.6}
    if rng.random() < 0.6:
        spec["fill"] = {"gradient": {"stops": rng.choice(GRADIENTS)}}
    else:
        spec["fill"] = rng.choice(COLORS)
    if rng.random() < 0.5:
        spec["stroke"] = {"color": rng.choice(COLORS), "width": rng.choice([1, 2, 3]), "position": "outside"}
    if rng.random() < 0.6:
        spec["shadow"] = {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, rng.choice([1, 2, 4])], "blur": rng.choice([2, 4, 8])}
    if "shadow" in spec or rng.random() < 0.3:
        spec["canvas"] = {"margin": "auto"}   # room for the shadow: no cut-off warnings
    if (loc := locales(rng, 0.3)):
        spec["locales"] = loc
    spec["output"] = scales(rng)
    return spec


def text_field(i, rng):
    spec = {"version": 1, "kind": "textField", "name": f"w5-{i:04d}",
            "size": {"width": rng.randint(180, 300), "height": rng.randint(30, 40)},
            "text": rng.choice(WORDS), "font": font(rng, 14, 20), "placeholder": "Your name",
            "borderStyle": rng.choice(["roundedRect", "line", "bezel", "none"])}
    if rng.random() < 0.5:
        spec["fill"] = {"gradient": {"stops": rng.choice(GRADIENTS[:2])}}
    if rng.random() < 0.35:
        spec["clearButton"] = "whileEditing"
        spec["states"] = {"editing": {}}
    spec["output"] = scales(rng)
    return spec


def button(i, rng):
    base = {"red": round(rng.random(), 2), "green": round(rng.random(), 2), "blue": round(rng.random(), 2)}
    spec = {"version": 1, "kind": "button", "name": f"w5-{i:04d}",
            "size": {"width": rng.randint(160, 310), "height": rng.randint(40, 56)},
            "background": {"gloss": {"color": base}}, "cornerRadius": rng.choice([6, 10, 12]),
            "border": {"color": "#9F9F9F", "width": 1},
            "title": {"text": rng.choice(WORDS), "font": font(rng, 16, 22), "fill": "white",
                      "shadow": {"color": {"white": 0.25}, "offset": [0, -1]}}}
    if rng.random() < 0.4:
        spec["groove"] = {"width": 3}
        spec["edge"] = {"from": "rgba(0, 0, 0, 0.4)", "to": "rgba(255, 255, 255, 0.6)"}
    if rng.random() < 0.35:
        spec["states"] = {"highlighted": {"background": {"gloss": {"color": {"white": 0.55}}}}}
    if (loc := locales(rng, 0.2)):
        spec["locales"] = {k: {"title": {"text": v["text"]}} for k, v in loc.items()}
    spec["output"] = scales(rng)
    return spec


def view(i, rng):
    spec = {"version": 1, "kind": "view", "name": f"w5-{i:04d}",
            "size": {"width": rng.randint(60, 240), "height": rng.randint(40, 120)},
            "cornerRadius": rng.choice([0, 6, 12]), "canvas": {"margin": "auto"}}
    if rng.random() < 0.5:
        spec["background"] = {"gradient": {"angle": rng.choice([90, 135, 180]), "stops": rng.choice(GRADIENTS)}}
    else:
        spec["background"] = rng.choice(COLORS)
    if rng.random() < 0.5:
        spec["shadow"] = {"color": "rgba(0, 0, 0, 0.4)", "offset": [0, 2], "blur": rng.choice([3, 6])}
    if rng.random() < 0.3:
        spec["innerShadow"] = {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 5}
    spec["output"] = scales(rng)
    return spec


def bitmap_font(i, rng):
    return {"version": 1, "kind": "bitmapFont", "name": f"w5-{i:04d}", "characters": "digits",
            "font": font(rng, 16, 28), "fill": {"gradient": {"stops": rng.choice(GRADIENTS)}},
            "stroke": {"color": "#5A2A0C", "width": 2, "position": "outside"},
            "shadow": {"color": "rgba(0, 0, 0, 0.55)", "offset": [0, 2], "blur": 4},
            "output": {"scales": [1, 2]}}


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    os.makedirs(out, exist_ok=True)
    rng = random.Random(12)
    kinds = [(0.45, label), (0.65, text_field), (0.85, button), (0.98, view), (1.0, bitmap_font)]
    counts = {}
    for i in range(n):
        # Spread the kinds evenly through the files, so any prefix is a fair mix.
        at = ((i * 0.618034) % 1.0)
        make = next(f for limit, f in kinds if at < limit)
        spec = make(i, rng)
        counts[spec["kind"]] = counts.get(spec["kind"], 0) + 1
        with open(os.path.join(out, f"w5-{i:04d}.json"), "w") as f:
            json.dump(spec, f, ensure_ascii=False)
    print(json.dumps({"specs": n, "kinds": counts}))


if __name__ == "__main__":
    main()
