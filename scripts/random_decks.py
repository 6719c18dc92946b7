#!/usr/bin/env python3
"""Writes seeded random Call of the Archons decks, one text file each, for
training on more varied decks than the built-in ones (issue 15).

Each deck has three of the set's seven houses and twelve cards of each,
drawn with replacement from the house's cards in ../shared/cards/packs,
commons three times as often as rares and uncommons twice (the fixed and
variant printings are left out). Every Call of the Archons card is
implemented, so every card of these decks plays as printed. The same seed
writes the same decks.

    scripts/random_decks.py OUT_DIR [--count N] [--seed S] [--pack PATH]
"""
import argparse
import json
import os
import random
import sys

WEIGHT = {"Common": 3, "Uncommon": 2, "Rare": 1}
HOUSE_NAMES = {"starallance": "Star Alliance"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", help="the folder to write the decks to (created if missing)")
    ap.add_argument("--count", type=int, default=200, help="decks to write (default 200)")
    ap.add_argument("--seed", type=int, default=1, help="the seed (default 1)")
    ap.add_argument("--pack", default=os.path.join(here, "..", "..", "shared", "cards", "packs", "CotA.json"),
                    help="the Call of the Archons card data")
    args = ap.parse_args()
    if args.count < 1:
        sys.exit("random_decks: --count must be at least 1")
    try:
        cards = json.load(open(args.pack))["cards"]
    except (OSError, ValueError, KeyError) as e:
        sys.exit(f"random_decks: cannot read the card data {args.pack}: {e}")
    by_house = {}
    for c in cards:
        w = WEIGHT.get(c["rarity"])
        if w:
            names = by_house.setdefault(c["house"], {})
            names[c["name"]] = w
    houses = sorted(by_house)
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    for i in range(1, args.count + 1):
        lines = [f"# Random CotA {args.seed}-{i:04d}", "Set: CotA", ""]
        for h in sorted(rng.sample(houses, 3)):
            names = sorted(by_house[h])
            picks = rng.choices(names, weights=[by_house[h][n] for n in names], k=12)
            lines.append(HOUSE_NAMES.get(h, h.capitalize()))
            for n in sorted(set(picks)):
                lines.append(f"{picks.count(n)} {n}")
            lines.append("")
        with open(os.path.join(args.out, f"random-cota-{args.seed}-{i:04d}.txt"), "w") as f:
            f.write("\n".join(lines))


if __name__ == "__main__":
    main()
