"""Shared by the lab scripts (scripts/lab-confirm.sh, scripts/lab-default-budget.sh,
scripts/lab-prior.sh): the result of the agent with a model (an evaluation or a
prior) against its opponent,
over `keysim league --format json` outputs played on several seeds, each in
both agent orders."""
import json
import math


def model_result(work, prefix, seeds, marker="leaf=model:"):
    """Reads `{work}/{prefix}-{seed}-{order}.json` for each seed in `seeds`
    (a space-separated string) and order 1 and 2, and returns (games, cell):
    the games played and a markdown table cell with the model agent's Elo
    (the difference of the two Bradley-Terry ratings, averaged over the
    orders and the seeds, the standard errors combined) and its 95% interval,
    its wins, its Elo per seed and the unfinished games. The agent measured
    is the one whose spec contains `marker`."""
    per_seed, games, wins, unfinished = [], 0, 0, 0
    for seed in seeds.split():
        elos, ses = [], []
        for order in (1, 2):
            with open(f"{work}/{prefix}-{seed}-{order}.json") as f:
                d = json.load(f)
            games += d["games"]
            unfinished += d["unfinished_not_rated"]
            r = next(r for r in d["ratings"] if marker in r["agent"])
            wins += r["wins"]
            elos.append(2 * r["rating"]["elo"])
            ses.append(2 * r["rating"]["se"])
        per_seed.append((sum(elos) / 2, math.sqrt(sum(x * x for x in ses)) / 2))
    elo = sum(e for e, _ in per_seed) / len(per_seed)
    se = math.sqrt(sum(x * x for _, x in per_seed)) / len(per_seed)
    detail = ", ".join(f"{e:+.0f}" for e, _ in per_seed)
    cell = (f"**{elo:+.0f} Elo [{elo - 1.96 * se:+.0f}, {elo + 1.96 * se:+.0f}]**; "
            f"wins {wins}/{games} = {100 * wins / games:.1f}%; per seed {detail}; "
            f"{unfinished} unfinished")
    return games, cell
