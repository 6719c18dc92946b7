#!/usr/bin/env python3
"""How keysim's deck ratings agree with Decks of KeyForge's SAS.

Reads the JSON output of one or more `keysim strength` runs over the decks
of a rated-decks file (`../shared/decks/rated-decks.json`: each deck with its
`sas`) and prints, for each run:

- the Spearman rank correlation between the run's Elo and SAS over the
  decks both rate, with a 95% interval (Fisher's z with the
  Fieller–Hartley–Pearson variance 1.06 / (n − 3)), overall, by set and
  by the year the deck's SAS was computed (Decks of KeyForge re-scores
  decks: a 2020 score and a 2024 one come from different versions);
- the decks where the two disagree most (largest difference of rank
  percentile), keysim above SAS and below.

With two runs it also prints the rank correlation between them (the same
decks rated by two agents). SAS is people's estimate of a deck, not a
result: this reports agreement, it fits nothing.

Usage: python3 scripts/sas_agreement.py RATED_DECKS.json RUN.json [RUN2.json]
       [--top N] [--markdown]
"""

import argparse
import json
import math
import sys


def ranks(values):
    """Average ranks (1 = lowest), ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        mean = (i + j) / 2 + 1
        for k in range(i, j + 1):
            result[order[k]] = mean
        i = j + 1
    return result


def pearson(x, y):
    n = len(x)
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = sum((a - mx) ** 2 for a in x)
    syy = sum((b - my) ** 2 for b in y)
    return sxy / math.sqrt(sxx * syy)


def spearman(x, y):
    """Spearman's rho with its 95% interval (None when n < 5)."""
    n = len(x)
    rho = pearson(ranks(x), ranks(y))
    if n < 5 or abs(rho) >= 1:
        return rho, None, None
    z = math.atanh(rho)
    half = 1.96 * math.sqrt(1.06 / (n - 3))
    return rho, math.tanh(z - half), math.tanh(z + half)


def load_run(path):
    with open(path, encoding="utf-8") as f:
        out = json.load(f)
    elo = {}
    for d in out["decks"]:
        if d["in_gauntlet"]:
            continue
        elo[d["deck"]] = (d["rating"]["elo"], d["games"], d["unfinished"])
    return out, elo


def fmt_rho(r):
    rho, lo, hi = r
    if lo is None:
        return f"{rho:+.2f}"
    return f"{rho:+.2f} [{lo:+.2f}, {hi:+.2f}]"


def report(rated, run_path, run, elo, top, md):
    decks = [d for d in rated if d["name"] in elo and d.get("sas") is not None]
    missing = [d["name"] for d in rated if d["name"] not in elo]
    games = sum(elo[d["name"]][1] for d in decks)
    unfinished = sum(elo[d["name"]][2] for d in decks)
    print(f"## {run_path}: agent {run['agent']}, gauntlet {run['gauntlet']}"
          f" ({len(run['gauntlet_decks'])} decks), seed {run['seed']}")
    print()
    print(f"{len(decks)} decks rated with a SAS ({games} games of theirs, "
          f"{unfinished} unfinished); not in this run: {len(missing)}"
          + (f" ({', '.join(missing[:5])}{', ...' if len(missing) > 5 else ''})"
             if missing else ""))
    print()
    sets = sorted({d["set"] for d in decks}, key=lambda s: [
        "CotA", "AoA", "WC", "MM", "MoMu"].index(s) if s in
        ["CotA", "AoA", "WC", "MM", "MoMu"] else 99)
    years = sorted({d["sas_date"][:4] for d in decks if d.get("sas_date")})
    rows = ([("all", decks)] + [(s, [d for d in decks if d["set"] == s]) for s in sets]
            + [(f"SAS {y}", [d for d in decks if (d.get("sas_date") or "")[:4] == y])
               for y in years])
    if md:
        print("| decks | n | Spearman ρ (Elo, SAS) [95%] |")
        print("| --- | ---: | --- |")
    for label, ds in rows:
        if len(ds) < 3:
            continue
        r = spearman([elo[d["name"]][0] for d in ds], [d["sas"] for d in ds])
        if md:
            print(f"| {label} | {len(ds)} | {fmt_rho(r)} |")
        else:
            print(f"  {label:8} n={len(ds):3}  rho {fmt_rho(r)}")
    print()
    # Disagreement: rank percentiles within the decks rated.
    n = len(decks)
    er = ranks([elo[d["name"]][0] for d in decks])
    sr = ranks([d["sas"] for d in decks])
    diff = [((er[i] - sr[i]) / n, decks[i]) for i in range(n)]
    for title, chosen in (
        ("keysim rates higher than SAS", sorted(diff, key=lambda t: -t[0])[:top]),
        ("keysim rates lower than SAS", sorted(diff, key=lambda t: t[0])[:top]),
    ):
        print(f"{title} (rank percentile, keysim − SAS):")
        if md:
            print()
            print("| deck | set | houses | SAS | Elo | percentile keysim | SAS | difference |")
            print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for d_pct, d in chosen:
            i = decks.index(d)
            e = elo[d["name"]][0]
            houses = ", ".join(d["houses"])
            if md:
                print(f"| {d['name']} | {d['set']} | {houses} | {d['sas']} | {e:+.0f} | "
                      f"{100 * er[i] / n:.0f} | {100 * sr[i] / n:.0f} | {100 * d_pct:+.0f} |")
            else:
                print(f"  {d['name'][:40]:40} {d['set']:5} SAS {d['sas']:3}  Elo {e:+5.0f}"
                      f"  pct {100 * er[i] / n:3.0f} vs {100 * sr[i] / n:3.0f}")
        print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rated", help="the rated-decks file (decks with their sas)")
    ap.add_argument("runs", nargs="+", help="keysim strength JSON outputs (one or two)")
    ap.add_argument("--top", type=int, default=8, help="decks listed each way")
    ap.add_argument("--markdown", action="store_true", help="tables in Markdown")
    args = ap.parse_args()
    if len(args.runs) > 2:
        sys.exit("sas_agreement.py: give one or two runs")
    with open(args.rated, encoding="utf-8") as f:
        rated = json.load(f)
    loaded = [load_run(p) for p in args.runs]
    for path, (run, elo) in zip(args.runs, loaded):
        report(rated, path, run, elo, args.top, args.markdown)
    if len(loaded) == 2:
        (ra, ea), (rb, eb) = loaded
        common = [d["name"] for d in rated if d["name"] in ea and d["name"] in eb]
        r = spearman([ea[n][0] for n in common], [eb[n][0] for n in common])
        print(f"## {ra['agent']} against {rb['agent']}: Spearman ρ of the two ratings over "
              f"{len(common)} decks: {fmt_rho(r)}")


if __name__ == "__main__":
    main()
