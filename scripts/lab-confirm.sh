#!/usr/bin/env bash
# Confirms a trained model against default ISMCTS on more deals than a
# training run's final comparison: leagues on the trained and the held-out
# decks, over several seeds, each league played in both agent orders, at
# fixed iterations (reproducible) and at the same wall-clock budget per
# decision for both (not reproducible). Writes one markdown table with the
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
TIME_MS=${TIME_MS:-3}        # the wall-clock budget of the timed leagues
GAMES=${GAMES:-100}          # games per league (each seed, order and deck set)
SEEDS=${SEEDS:-2 3 4 5}
THREADS=${THREADS:-2}
OUT=${OUT:-results/lab-confirm-$(date -u +%F).md}
TRAIN='radiant,onyx,sahl,titanfang,countess,gregg,birrit'
HOLD='evellin,tarantelli,voltpixel,falstaff,oneve,w. tioj,lucretia,t. neratius,benegoblin,xylostopper,he that blindly,the peg-headed'

if [ -z "${KEYSIM:-}" ]; then
  cargo build --release --quiet
  KEYSIM=target/release/keysim
fi
work=$(mktemp -d)
trap 'echo "lab-confirm: stopped; the outputs so far are in $work" >&2' ERR
: >"$work/commands"
for budget in iterations time; do
  if [ "$budget" = iterations ]; then
    trained="ismcts:iterations=$LEAF_ITER,rollout_turns=0,leaf=model:$MODEL"
    default="ismcts:iterations=$ITER"
  else
    trained="ismcts:time_ms=$TIME_MS,rollout_turns=0,leaf=model:$MODEL"
    default="ismcts:time_ms=$TIME_MS"
  fi
  for set in train hold; do
    decks=$TRAIN
    [ "$set" = hold ] && decks=$HOLD
    for seed in $SEEDS; do
      for order in 1 2; do
        agents=("$trained" "$default")
        [ "$order" = 2 ] && agents=("$default" "$trained")
        echo "keysim league ${agents[*]} -n $GAMES --decks '$decks' --seed $seed -j $THREADS --no-timing --format json" \
          >>"$work/commands"
        "$KEYSIM" league "${agents[@]}" -n "$GAMES" --decks "$decks" --seed "$seed" -j "$THREADS" \
          --no-timing --format json >"$work/$budget-$set-$seed-$order.json" 2>/dev/null
      done
    done
  done
done

python3 - "$work" "$OUT" "$MODEL" "$ITER" "$LEAF_ITER" "$TIME_MS" "$SEEDS" <<'PY'
import glob, json, math, sys

work, out, model, it, leaf_it, time_ms, seeds = sys.argv[1:8]
rows = []
for budget, what in [("iterations", f"{leaf_it} iterations against {it}"),
                     ("time", f"{time_ms} ms per decision each (wall clock, not reproducible)")]:
    for s, decks in [("train", "7 trained on"), ("hold", "12 held out")]:
        per_seed, games, wins, unfinished = [], 0, 0, 0
        for seed in seeds.split():
            elos, ses = [], []
            for order in (1, 2):
                d = json.load(open(f"{work}/{budget}-{s}-{seed}-{order}.json"))
                games += d["games"]
                unfinished += d["unfinished_not_rated"]
                r = next(r for r in d["ratings"] if "leaf=model:" in r["agent"])
                wins += r["wins"]
                elos.append(2 * r["rating"]["elo"])
                ses.append(2 * r["rating"]["se"])
            per_seed.append((sum(elos) / 2, math.sqrt(sum(x * x for x in ses)) / 2))
        elo = sum(e for e, _ in per_seed) / len(per_seed)
        se = math.sqrt(sum(x * x for _, x in per_seed)) / len(per_seed)
        detail = ", ".join(f"{e:+.0f}" for e, _ in per_seed)
        rows.append(f"| trained vs default ISMCTS, {what} | {decks} | {games} | "
                    f"**{elo:+.0f} Elo [{elo - 1.96 * se:+.0f}, {elo + 1.96 * se:+.0f}]**; "
                    f"wins {wins}/{games} = {100 * wins / games:.1f}%; per seed {detail}; "
                    f"{unfinished} unfinished |")
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
