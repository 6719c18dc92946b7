#!/usr/bin/env python3
"""Elo of a two-agent league's first agent over its complete game pairs.

Usage: python3 scripts/pair_elo.py LOG.jsonl [LOG.jsonl ...]
       python3 scripts/pair_elo.py --against BASE.jsonl LOG.jsonl [...]

Reads the result log of `keysim league A B --log LOG.jsonl` (a stopped run's
too) and prints, for the first agent A: games, games won, unfinished games,
complete pairs (both games of one deal, each side going first once), the
mean score of those pairs (a win 1, an unfinished game a half) and its Elo,
with the 95% interval of the mean by the normal approximation. This is the
method of results/agents-cost-2026-12-07.md; games of a pair left
incomplete by a stopped run are counted in the games but not in the Elo.

With --against BASE.jsonl, each LOG is compared with BASE deal by deal:
over the deals both played in full (leagues of the same seed and decks
play the same deals), the mean of LOG's pair score minus BASE's, with its
95% interval, for first agents that each played the same opponent.
"""
import collections
import json
import math
import sys


def elo(score):
    score = min(max(score, 1e-9), 1 - 1e-9)
    return -400 * math.log10(1 / score - 1)


def pair_scores(path):
    """The first agent's score of each complete pair, by deal; and the counts."""
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
    complete = {deal: sum(s) / 2 for deal, s in pairs.items() if len(s) == 2}
    return complete, games, wins, unfinished


def mean_interval(values):
    """The mean of `values` and the half-width of its 95% interval."""
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return mean, 1.96 * math.sqrt(var / len(values))


def summarise(path):
    complete, games, wins, unfinished = pair_scores(path)
    head = (f"{path}: {games} games, first agent won {wins}, {unfinished} unfinished, "
            f"{len(complete)} complete pairs")
    if len(complete) < 2:
        return head
    mean, half = mean_interval(list(complete.values()))
    return (f"{head}, pair score {mean:.3f}, Elo {elo(mean):+.0f} "
            f"[{elo(mean - half):+.0f}, {elo(mean + half):+.0f}]")


def compare(base_path, path):
    base = pair_scores(base_path)[0]
    other = pair_scores(path)[0]
    diffs = [other[d] - base[d] for d in other if d in base]
    if len(diffs) < 2:
        return f"{path}: {len(diffs)} deals shared with {base_path}"
    mean, half = mean_interval(diffs)
    return (f"{path}: {len(diffs)} deals shared with {base_path}, pair score minus its "
            f"{mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}]")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--against"] and len(args) >= 3:
        for log in args[2:]:
            print(compare(args[1], log))
    elif args and not args[0].startswith("--"):
        for log in args:
            print(summarise(log))
    else:
        sys.exit(__doc__)
