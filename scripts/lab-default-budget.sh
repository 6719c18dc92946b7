#!/usr/bin/env bash
# Issue 15's first target at default ISMCTS's own budget: default ISMCTS
# (500 iterations, two-turn rollouts) with a trained model as its leaf
# evaluation, against default ISMCTS as it ships (the hand-made evaluation),
# in leagues on the trained and the held-out decks, over several seeds, each
# league played in both agent orders. The two agents run the same search
# for the same iterations and differ only in the evaluation each iteration
# ends with; the time per decision of both, each in its own mirror games,
# is measured beside. Fixed iterations: the leagues are reproducible.
# Writes one
# markdown table with the commands (Elo: the difference of the two
# Bradley-Terry ratings, averaged over the orders and the seeds, the
# standard errors combined).
#
#   scripts/lab-default-budget.sh                        # agents/models/lab/final.json
#   MODEL=path/to/model.json SEEDS="2 3" scripts/lab-default-budget.sh
#   KEYSIM=path/to/keysim scripts/lab-default-budget.sh  # an already built binary
set -euo pipefail
cd "$(dirname "$0")/.."

MODEL=${MODEL:-agents/models/lab/final.json}
ITER=${ITER:-500}           # both agents' iterations per decision (default ISMCTS's)
GAMES=${GAMES:-100}         # games per league (each seed, order and deck set)
SEEDS=${SEEDS:-2 3}
THREADS=${THREADS:-2}
TIMING_DECISIONS=${TIMING_DECISIONS:-2000}
OUT=${OUT:-results/lab-default-budget-$(date -u +%F).md}
# shellcheck source=scripts/lab-common.sh
. scripts/lab-common.sh
work=$(mktemp -d)
trap 'echo "lab-default-budget: stopped; the outputs so far are in $work" >&2' ERR

trained="ismcts:iterations=$ITER,leaf=model:$MODEL"
default="ismcts:iterations=$ITER"
: >"$work/commands"
echo "keysim league $trained $default -n 2 --decks '$TRAIN' --seed 1 -j 1 --timing-decisions $TIMING_DECISIONS --format json" \
  >>"$work/commands"
"$KEYSIM" league "$trained" "$default" -n 2 --decks "$TRAIN" --seed 1 -j 1 \
  --timing-decisions "$TIMING_DECISIONS" --format json >"$work/timing.json" 2>/dev/null
leagues_both_orders "" "$trained" "$default"

PYTHONPATH=scripts PYTHONDONTWRITEBYTECODE=1 python3 - "$work" "$OUT" "$MODEL" "$ITER" "$SEEDS" <<'PY'
import json, sys

from lab_leagues import model_result

work, out, model, it, seeds = sys.argv[1:6]
timing = json.load(open(f"{work}/timing.json"))["decision_time"]
ms = {("model" if "leaf=model:" in t["agent"] else "default"): (t["micros_per_decision"] / 1000, t["decisions"])
      for t in timing}
rows = []
for s, decks in [("train", "7 trained on"), ("hold", "12 held out")]:
    games, cell = model_result(work, s, seeds)
    rows.append(f"| default ISMCTS with the model as its leaf vs default ISMCTS, {it} iterations each | "
                f"{decks} | {games} | {cell} |")
with open(out, "w") as f:
    f.write("# A trained model as default ISMCTS's leaf, at default ISMCTS's budget (issue 15)\n\n")
    f.write(f"Default ISMCTS ({it} iterations, two-turn rollouts) with `{model}` as its leaf "
            "evaluation, against default ISMCTS with its hand-made evaluation, in leagues on seeds "
            f"{seeds}, each league played in both agent orders. Elo: the difference of the two "
            "Bradley-Terry ratings, averaged over the orders and the seeds (the standard errors "
            "combined), with a 95% interval.\n\n")
    f.write(f"Time per decision (one thread, {ms['model'][1]} decisions each, each agent in its own "
            f"mirror games on the trained decks): with the model {ms['model'][0]:.1f} ms, default {ms['default'][0]:.1f} ms.\n\n")
    f.write("| comparison | decks | games | result |\n| --- | --- | ---: | --- |\n")
    f.write("\n".join(rows) + "\n\nCommands (`scripts/lab-default-budget.sh`):\n\n```sh\n")
    f.write(open(f"{work}/commands").read() + "```\n")
print(out)
PY
rm -rf "$work"
