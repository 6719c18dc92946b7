#!/usr/bin/env bash
# Confirms a trained model against default ISMCTS on more deals than a
# training run's final comparison: leagues on the trained and the held-out
# decks, over several seeds, each league played in both agent orders, at
# fixed iterations (reproducible) and at the same wall-clock budget per
# decision for both (not reproducible); and the trained agent's strength
# per doubling of its iterations (from LEAF_ITER/4 to 2*LEAF_ITER). Writes one markdown table with the
# commands (Elo: the difference of the two Bradley-Terry ratings, averaged
# over the two orders and the seeds, the standard errors combined).
#
#   scripts/lab-confirm.sh                                  # agents/models/lab/final.json
#   MODEL=path/to/model.json SEEDS="2 3" scripts/lab-confirm.sh
#   KEYSIM=path/to/keysim scripts/lab-confirm.sh            # an already built binary
set -euo pipefail
cd "$(dirname "$0")/.."

MODEL=${MODEL:-agents/models/lab/final.json}
ITER=${ITER:-50}             # default ISMCTS's iterations per decision
LEAF_ITER=${LEAF_ITER:-400}  # the trained agent's (turn-end leaf)
TIME_MS=${TIME_MS:-2 3}      # the wall-clock budgets of the timed leagues, in ms
GAMES=${GAMES:-100}          # games per league (each seed, order and deck set)
SEEDS=${SEEDS:-2 3 4 5}
THREADS=${THREADS:-2}
OUT=${OUT:-results/lab-confirm-$(date -u +%F).md}
# shellcheck source=scripts/lab-common.sh
. scripts/lab-common.sh
work=$(mktemp -d)
trap 'echo "lab-confirm: stopped; the outputs so far are in $work" >&2' ERR
: >"$work/commands"
budgets="iterations"
for ms in $TIME_MS; do budgets="$budgets ${ms}ms"; done
for budget in $budgets; do
  if [ "$budget" = iterations ]; then
    trained="ismcts:iterations=$LEAF_ITER,rollout_turns=0,leaf=model:$MODEL"
    default="ismcts:iterations=$ITER"
  else
    trained="ismcts:time_ms=${budget%ms},rollout_turns=0,leaf=model:$MODEL"
    default="ismcts:time_ms=${budget%ms}"
  fi
  leagues_both_orders "$budget-" "$trained" "$default"
done

q=$((LEAF_ITER / 4))
doubling=()
for n in $q $((2 * q)) $((4 * q)) $((8 * q)); do
  doubling+=("ismcts:iterations=$n,rollout_turns=0,leaf=model:$MODEL")
done
for order in 1 2; do
  agents=("${doubling[@]}")
  if [ "$order" = 2 ]; then agents=("${doubling[3]}" "${doubling[2]}" "${doubling[1]}" "${doubling[0]}"); fi
  echo "keysim league ${agents[*]} -n $((GAMES / 2)) --decks '$TRAIN' --seed 1 -j $THREADS --no-timing --format json" \
    >>"$work/commands"
  "$KEYSIM" league "${agents[@]}" -n $((GAMES / 2)) --decks "$TRAIN" --seed 1 -j "$THREADS" \
    --no-timing --format json >"$work/doubling-$order.json" 2>/dev/null
done

PYTHONPATH=scripts PYTHONDONTWRITEBYTECODE=1 python3 - "$work" "$OUT" "$MODEL" "$ITER" "$LEAF_ITER" "$TIME_MS" "$SEEDS" <<'PY'
import json, math, sys

from lab_leagues import model_result

work, out, model, it, leaf_it, time_ms, seeds = sys.argv[1:8]
rows = []
budgets = [("iterations", f"{leaf_it} iterations against {it}")] + [
    (f"{ms}ms", f"{ms} ms per decision each (wall clock, not reproducible)") for ms in time_ms.split()]
for budget, what in budgets:
    for s, decks in [("train", "7 trained on"), ("hold", "12 held out")]:
        games, cell = model_result(work, f"{budget}-{s}", seeds)
        rows.append(f"| trained vs default ISMCTS, {what} | {decks} | {games} | {cell} |")
ratings, games, unfinished = {}, 0, 0
for order in (1, 2):
    d = json.load(open(f"{work}/doubling-{order}.json"))
    games += d["games"]
    unfinished += d["unfinished_not_rated"]
    for r in d["ratings"]:
        ratings.setdefault(int(r["agent"].split(",")[0].split("=")[1]), []).append(r["rating"])
detail = []
for n in sorted(ratings):
    rs = ratings[n]
    e = sum(x["elo"] for x in rs) / len(rs)
    se = math.sqrt(sum(x["se"] ** 2 for x in rs)) / len(rs)
    detail.append(f"{n}: {e:+.0f} [{e - 1.96 * se:+.0f}, {e + 1.96 * se:+.0f}]")
ns = sorted(ratings)
mean = lambda n: sum(x["elo"] for x in ratings[n]) / len(ratings[n])
per = (mean(ns[-1]) - mean(ns[0])) / (len(ns) - 1)
rows.append(f"| the trained agent per doubling of its iterations ({', '.join(map(str, ns))}) | "
            f"7 trained on | {games} | **{per:+.0f} Elo per doubling** ((r{ns[-1]} - r{ns[0]}) / "
            f"{len(ns) - 1}); ratings {'; '.join(detail)}; {unfinished} unfinished |")
with open(out, "w") as f:
    f.write("# The trained model against default ISMCTS, confirmed (issue 15)\n\n")
    f.write(f"`{model}` as the leaf of ISMCTS valuing positions at the end of the turn "
            f"(`rollout_turns=0`) against default ISMCTS, in leagues on seeds {seeds} (none "
            "of them the training run's), each league played in both agent orders. Elo: the "
            "difference of the two Bradley-Terry ratings, averaged over the orders and the "
            "seeds (the standard errors combined), with a 95% interval.\n\n")
    f.write("| comparison | decks | games | result |\n| --- | --- | ---: | --- |\n")
    f.write("\n".join(rows) + "\n\nCommands (`scripts/lab-confirm.sh`):\n\n```sh\n")
    f.write(open(f"{work}/commands").read() + "```\n")
print(out)
PY
rm -rf "$work"
