#!/usr/bin/env python3
"""Elo of a two-agent league's first agent over its complete game pairs.

Usage: python3 scripts/pair_elo.py LOG.jsonl [LOG.jsonl ...]

Reads the result log of `keysim league A B --log LOG.jsonl` (a stopped run's
too) and prints, for the first agent A: games, games won, unfinished games,
complete pairs (both games of one deal, each side going first once), the
mean score of those pairs (a win 1, an unfinished game a half) and its Elo,
with the 95% interval of the mean by the normal approximation. This is the
method of results/agents-cost-2026-12-07.md; games of a pair left
incomplete by a stopped run are counted in the games but not in the Elo.
"""
import collections
import json
import math
import sys


def elo(score):
    score = min(max(score, 1e-9), 1 - 1e-9)
    return -400 * math.log10(1 / score - 1)


def summarise(path):
    first = None
    pairs = collections.defaultdict(list)
    games = wins = unfinished = 0
    for line in open(path, encoding="utf-8"):
        record = json.loads(line)
        if "params" in record:
            first = record["params"]["agents"][0]
            continue
        if "matchup" not in record:
            continue
        games += 1
        winner = record.get("winner")
        if winner in ("A", "B"):
            seat = 0 if winner == "A" else 1
            score = 1.0 if record["agents"][seat] == first else 0.0
        else:
            unfinished += 1
            score = 0.5
        wins += score == 1.0
        pairs[(record["matchup"], record["seed"])].append(score)
    complete = [sum(s) / 2 for s in pairs.values() if len(s) == 2]
    head = (f"{path}: {games} games, first agent won {wins}, {unfinished} unfinished, "
            f"{len(complete)} complete pairs")
    if len(complete) < 2:
        return head
    mean = sum(complete) / len(complete)
    var = sum((s - mean) ** 2 for s in complete) / (len(complete) - 1)
    half = 1.96 * math.sqrt(var / len(complete))
    return (f"{head}, pair score {mean:.3f}, Elo {elo(mean):+.0f} "
            f"[{elo(mean - half):+.0f}, {elo(mean + half):+.0f}]")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for log in sys.argv[1:]:
        print(summarise(log))
