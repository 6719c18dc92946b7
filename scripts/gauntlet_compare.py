#!/usr/bin/env python3
"""How a gauntlet's deck ratings move from one agent's round robin to another's.

Reads two round-robin files written by `keysim strength --rebuild-gauntlet
--out FILE` over the same decks (for example the stored greedy one,
`crates/5-sim/src/jobs/gauntlet-*.json`, and one played with
`--agent fast`), fits each deck's Bradley–Terry rating on the Elo scale as
keysim's `rating.rs` does (maximum likelihood by Newton's method with a
Gaussian prior of 1000 Elo on each strength, unfinished games left out of
the fit and counted, the decks averaging 0, Wald 95% intervals), and
prints:

- the games, wins and unfinished games of each file;
- the Spearman and Pearson correlation of the two ratings over the decks,
  with 95% intervals (Fisher's z; Spearman with the variance 1.06 / (n − 3));
- the spread of each file's ratings (their standard deviation), which says
  whether one agent compresses the scale;
- the decks that move most, up and down, each with both ratings and
  intervals and the change in standard errors of the difference.

Usage: python3 scripts/gauntlet_compare.py BASE.json OTHER.json [--top N]
       [--markdown]
"""

import argparse
import json
import math
import sys

from sas_agreement import pearson, ranks

ELO_PER_NAT = 400.0 / math.log(10)
PRIOR_SD_ELO = 1000.0


def interval(rho, n, variance):
    if abs(rho) >= 1:
        return rho, rho
    z = math.atanh(rho)
    half = 1.96 * math.sqrt(variance / (n - 3))
    return math.tanh(z - half), math.tanh(z + half)


def invert(m):
    """The inverse of a symmetric positive definite matrix (Gauss–Jordan)."""
    n = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(n):
            if r != col and a[r][col] != 0.0:
                f = a[r][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col])]
    return [row[n:] for row in a]


def fit(n, records):
    """Bradley–Terry strengths (Elo, averaging 0) and their standard errors."""
    prior = 1.0 / (PRIOR_SD_ELO / ELO_PER_NAT) ** 2
    theta = [0.0] * n

    def loglik(t):
        total = -0.5 * prior * sum(v * v for v in t)
        for r in records:
            d = t[r["a"]] - t[r["b"]]
            total -= r["wins_a"] * math.log1p(math.exp(-d))
            total -= r["wins_b"] * math.log1p(math.exp(d))
        return total

    def grad_hess(t):
        g = [-prior * v for v in t]
        h = [[0.0] * n for _ in range(n)]
        for i in range(n):
            h[i][i] = prior
        for r in records:
            a, b, games = r["a"], r["b"], r["wins_a"] + r["wins_b"]
            if games == 0:
                continue
            p = 1.0 / (1.0 + math.exp(-(t[a] - t[b])))
            g[a] += r["wins_a"] - games * p
            g[b] -= r["wins_a"] - games * p
            w = games * p * (1 - p)
            h[a][a] += w
            h[b][b] += w
            h[a][b] -= w
            h[b][a] -= w
        return g, h

    current = loglik(theta)
    for _ in range(100):
        g, h = grad_hess(theta)
        inv = invert(h)
        step = [sum(inv[i][j] * g[j] for j in range(n)) for i in range(n)]
        scale = 1.0
        while True:
            trial = [v + scale * s for v, s in zip(theta, step)]
            value = loglik(trial)
            if value >= current - 1e-12 or scale < 1e-6:
                break
            scale /= 2
        theta, improved, current = trial, value - current, value
        if improved < 1e-9:
            break
    _, h = grad_hess(theta)
    cov = invert(h)
    mean = sum(theta) / n
    # The variance of θᵢ − mean(θ): the contrast with the anchor mean.
    col_mean = [sum(cov[i][j] for j in range(n)) / n for i in range(n)]
    total_mean = sum(col_mean) / n
    se = [
        math.sqrt(max(cov[i][i] - 2 * col_mean[i] + total_mean, 0.0)) * ELO_PER_NAT
        for i in range(n)
    ]
    return [(v - mean) * ELO_PER_NAT for v in theta], se


def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    names = [d["name"] for d in data["params"]["decks"]]
    return data, names


def totals(data):
    records = data["records"]
    wins = sum(r["wins_a"] + r["wins_b"] for r in records)
    unfinished = sum(r["unfinished"] for r in records)
    return wins + unfinished, unfinished


def sd(values):
    m = sum(values) / len(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base")
    parser.add_argument("other")
    parser.add_argument("--top", type=int, default=8)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()

    base, names = load(args.base)
    other, other_names = load(args.other)
    if names != other_names:
        sys.exit(
            f"error: {args.base} and {args.other} rate different deck lists; "
            "compare round robins of the same gauntlet"
        )
    n = len(names)
    base_elo, base_se = fit(n, base["records"])
    other_elo, other_se = fit(n, other["records"])

    for label, path, data in (("base", args.base, base), ("other", args.other, other)):
        games, unfinished = totals(data)
        print(f"{label}: {path}: {n} decks, {games} games, {unfinished} unfinished")
    rho = pearson(ranks(base_elo), ranks(other_elo))
    lo, hi = interval(rho, n, 1.06)
    r = pearson(base_elo, other_elo)
    rlo, rhi = interval(r, n, 1.0)
    print(f"Spearman rank correlation: {rho:+.2f} [{lo:+.2f}, {hi:+.2f}] over {n} decks")
    print(f"Pearson correlation of the ratings: {r:+.2f} [{rlo:+.2f}, {rhi:+.2f}]")
    print(
        f"Spread (standard deviation of the ratings): base {sd(base_elo):.0f} Elo, "
        f"other {sd(other_elo):.0f} Elo"
    )
    mean_se = (sum(base_se) / n, sum(other_se) / n)
    print(f"Mean standard error of a rating: base {mean_se[0]:.0f}, other {mean_se[1]:.0f} Elo")

    moves = []
    for i in range(n):
        delta = other_elo[i] - base_elo[i]
        z = delta / math.hypot(base_se[i], other_se[i])
        moves.append((delta, z, i))
    moves.sort()
    beyond = sum(1 for _, z, _ in moves if abs(z) > 1.96)
    print(f"Decks whose change exceeds 1.96 standard errors: {beyond} of {n}")

    def row(delta, z, i):
        b = f"{base_elo[i]:+.0f} ± {1.96 * base_se[i]:.0f}"
        o = f"{other_elo[i]:+.0f} ± {1.96 * other_se[i]:.0f}"
        if args.markdown:
            return f"| {names[i]} | {b} | {o} | {delta:+.0f} | {z:+.1f} |"
        return f"  {names[i][:44]:<44} {b:>12} {o:>12} {delta:+6.0f} {z:+5.1f}"

    for title, chosen in (
        ("Moved down most", moves[: args.top]),
        ("Moved up most", list(reversed(moves[-args.top :]))),
    ):
        print(f"\n{title}:")
        if args.markdown:
            print("| deck | base Elo | other Elo | change | in SE |")
            print("| --- | ---: | ---: | ---: | ---: |")
        for m in chosen:
            print(row(*m))


if __name__ == "__main__":
    main()
