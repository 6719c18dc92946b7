#!/usr/bin/env bash
# Issue 15's first target at default ISMCTS's own budget, with a learned
# prior: default ISMCTS (500 iterations, two-turn rollouts) searching step 3
# choices by progressive widening in the order of a prior fitted by
# `keysim train-prior`, against default ISMCTS as it ships, in leagues on
# the trained and the held-out decks, over several seeds, each league played
# in both agent orders. The prior is fitted first (unless PRIOR names one)
# to the rollout policy's lookahead in greedy self-play on 300 random Call
# of the Archons decks (scripts/random_decks.py), none of them a deck of
# either set; the time per decision of both agents, each in its own mirror
# games, is measured beside. Fixed iterations: the leagues are
# reproducible. Writes one markdown table with the commands (Elo: the
# difference of the two Bradley-Terry ratings, averaged over the orders and
# the seeds, the standard errors combined).
#
#   scripts/lab-prior.sh                                  # fits agents/models/prior/cota.json
#   PRIOR=path/to/prior.json SEEDS="2 3" scripts/lab-prior.sh
#   PRIOR=agents/models/prior/cota.json LEAF=agents/models/lab/final.json scripts/lab-prior.sh
#                                     # the prior with an evaluation model as the leaf too
#   KEYSIM=path/to/keysim scripts/lab-prior.sh            # an already built binary
set -euo pipefail
cd "$(dirname "$0")/.."

ITER=${ITER:-500}           # both agents' iterations per decision (default ISMCTS's)
GAMES=${GAMES:-100}         # games per league (each seed, order and deck set)
SEEDS=${SEEDS:-2 3}
THREADS=${THREADS:-2}
TIMING_DECISIONS=${TIMING_DECISIONS:-2000}
LEAF=${LEAF:-}              # an evaluation model for the leaf as well (default: the hand-made one)
OUT=${OUT:-results/lab-prior${LEAF:+-leaf}-$(date -u +%F).md}
# shellcheck source=scripts/lab-common.sh
. scripts/lab-common.sh
work=$(mktemp -d)
trap 'echo "lab-prior: stopped; the outputs so far are in $work" >&2' ERR
: >"$work/commands"

if [ -z "${PRIOR:-}" ]; then
  PRIOR=agents/models/prior/cota.json
  mkdir -p "$(dirname "$PRIOR")"
  echo "scripts/random_decks.py DIR --count 300 --seed 7" >>"$work/commands"
  python3 scripts/random_decks.py "$work/decks" --count 300 --seed 7
  echo "keysim train-prior --decks DIR --holdout '$HOLD' --games 2000 --seed 1 --threads $THREADS --out $PRIOR" \
    >>"$work/commands"
  "$KEYSIM" train-prior --decks "$work/decks" --holdout "$HOLD" --games 2000 --seed 1 \
    --threads "$THREADS" --out "$PRIOR" | tee "$work/train-prior.txt"
fi

trained="ismcts:iterations=$ITER,prior=$PRIOR${LEAF:+,leaf=model:$LEAF}"
default="ismcts:iterations=$ITER"
echo "keysim league $trained $default -n 2 --decks '$TRAIN' --seed 1 -j 1 --timing-decisions $TIMING_DECISIONS --format json" \
  >>"$work/commands"
"$KEYSIM" league "$trained" "$default" -n 2 --decks "$TRAIN" --seed 1 -j 1 \
  --timing-decisions "$TIMING_DECISIONS" --format json >"$work/timing.json" 2>/dev/null
leagues_both_orders "" "$trained" "$default"

PYTHONPATH=scripts PYTHONDONTWRITEBYTECODE=1 python3 - "$work" "$OUT" "$PRIOR" "$ITER" "$SEEDS" "$LEAF" <<'PY'
import json, os, sys

from lab_leagues import model_result

work, out, prior, it, seeds, leaf = sys.argv[1:7]
agent = "default ISMCTS searching by the prior" + (f" with `{leaf}` as its leaf" if leaf else "")
timing = json.load(open(f"{work}/timing.json"))["decision_time"]
ms = {("prior" if "prior=" in t["agent"] else "default"): (t["micros_per_decision"] / 1000, t["decisions"])
      for t in timing}
rows = []
for s, decks in [("train", "7 trained on"), ("hold", "12 held out")]:
    games, cell = model_result(work, s, seeds, marker="prior=")
    rows.append(f"| {agent} vs default ISMCTS, {it} iterations each | "
                f"{decks} | {games} | {cell} |")
with open(out, "w") as f:
    f.write("# A learned prior in default ISMCTS, at default ISMCTS's budget (issue 15)\n\n")
    f.write(f"Default ISMCTS ({it} iterations, two-turn rollouts) searching step 3 choices by "
            f"progressive widening in the order of the prior `{prior}`"
            + (f", with the evaluation model `{leaf}` as its leaf," if leaf else "")
            + " against default ISMCTS, "
            f"in leagues on seeds {seeds}, each league played in both agent orders. Elo: the "
            "difference of the two Bradley-Terry ratings, averaged over the orders and the seeds "
            "(the standard errors combined), with a 95% interval.\n\n")
    if os.path.exists(f"{work}/train-prior.txt"):
        f.write("Fitting the prior (`keysim train-prior`):\n\n```text\n")
        f.write(open(f"{work}/train-prior.txt").read() + "```\n\n")
    f.write(f"Time per decision (one thread, {ms['prior'][1]} decisions each, each agent in its own "
            f"mirror games on the trained decks): with the prior {ms['prior'][0]:.1f} ms, "
            f"default {ms['default'][0]:.1f} ms.\n\n")
    f.write("| comparison | decks | games | result |\n| --- | --- | ---: | --- |\n")
    f.write("\n".join(rows) + "\n\nCommands (`scripts/lab-prior.sh`):\n\n```sh\n")
    f.write(open(f"{work}/commands").read() + "```\n")
print(out)
PY
rm -rf "$work"
