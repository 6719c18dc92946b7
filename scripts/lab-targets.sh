#!/usr/bin/env bash
# The targets of the self-play AI lab (issue 15), measured and written as
# one markdown table with the commands that produced it:
#
# - ISMCTS with the trained model against default ISMCTS at no more time
#   per decision, on the seven decks trained on and on twelve decks held out
#   of training (paired mirror games; Elo over pairs with a 95% interval).
#   The trained agent values positions at the end of the current turn with
#   the model (rollout_turns=0), which costs far less per iteration than
#   default ISMCTS's two-turn rollouts, so it gets LEAF_ITER iterations
#   where default ISMCTS gets ITER; the time per decision of both is
#   measured, and the same comparison is played again with a wall-clock
#   budget per decision for both;
# - the same agent with the built-in weights (generation 0), to tell the
#   gain of the configuration from the gain of training;
# - the Elo each generation's candidate gained over its incumbent (the
#   gating matches, stopped by the sequential test);
# - Elo per doubling of iterations for ISMCTS and pimc;
# - the ISMCTS-cheat gap (cheat sees the hidden cards: the price of hidden
#   information);
# - the external protocol's cost per decision, and the reference Python bot
#   playing a full match through it.
#
# About an hour on 2 cores:
#
#   scripts/lab-targets.sh                       # writes results/lab-targets-DATE.md
#   GENERATIONS=5 EVAL_GAMES=800 scripts/lab-targets.sh
#   KEYSIM=path/to/keysim scripts/lab-targets.sh # an already built binary
set -euo pipefail
cd "$(dirname "$0")/.."

ITER=${ITER:-50}                      # default ISMCTS's iterations per decision
LEAF_ITER=${LEAF_ITER:-400}           # the trained agent's (turn-end leaf)
TIME_MS=${TIME_MS:-3}                 # the wall-clock budget of the timed comparison
GENERATIONS=${GENERATIONS:-3}         # training generations
GAMES=${GAMES:-1000}                  # self-play games per generation
GATE_GAMES=${GATE_GAMES:-600}         # most gating games per generation
EVAL_GAMES=${EVAL_GAMES:-400}         # final comparison games per deck set
ABLATION_GAMES=${ABLATION_GAMES:-100} # generation 0 against default, per deck set and seat order
TIMED_GAMES=${TIMED_GAMES:-100}       # the wall-clock comparison, per seat order
TIMING_DECISIONS=${TIMING_DECISIONS:-2000} # decisions timed per agent
DOUBLING_GAMES=${DOUBLING_GAMES:-20}  # games per pair of budgets, per seat order
CHEAT_GAMES=${CHEAT_GAMES:-50}        # ISMCTS against cheat, per seat order
SEED=${SEED:-1}
THREADS=${THREADS:-2}
MODELS=${MODELS:-agents/models/lab}
OUT=${OUT:-results/lab-targets-$(date -u +%F).md}
# shellcheck source=scripts/lab-common.sh
. scripts/lab-common.sh
work=$(mktemp -d)
trap 'echo "lab-targets: stopped; the outputs so far are in $work" >&2' ERR
commands=()
run() { # name $KEYSIM args...: runs it, stdout to $work/name, and records it as "keysim args..."
  local name=$1
  shift
  local shown=(keysim) a
  for a in "${@:2}"; do
    if [[ $a =~ ^[A-Za-z0-9_./:=,+-]+$ ]]; then shown+=("$a"); else shown+=("'$a'"); fi
  done
  commands+=("${shown[*]}")
  local t0=$SECONDS
  "$@" >"$work/$name" 2>"$work/$name.err"
  echo "$name: $((SECONDS - t0)) s" >>"$work/times"
}

ismcts="ismcts:iterations=$ITER"
agent="ismcts:iterations=$LEAF_ITER,rollout_turns=0"
run train "$KEYSIM" train --agent "$agent" --baseline "$ismcts" --decks "$TRAIN" --holdout "$HOLD" \
  --generations "$GENERATIONS" --games "$GAMES" --gate-games "$GATE_GAMES" \
  --eval-games "$EVAL_GAMES" --seed "$SEED" --threads "$THREADS" --out "$MODELS"
trained="$agent,leaf=model:$MODELS/final.json"
gen0="$agent,leaf=model:$MODELS/gen-0.json"
# Time per decision, one thread, the agents taking turns game by game.
run timing "$KEYSIM" league "$ismcts" "$trained" "$gen0" -n 2 --decks "$TRAIN" --seed "$SEED" -j 1 \
  --timing-decisions "$TIMING_DECISIONS" --format json
# keysim league keeps the first-named agent of each pairing in seat A; each
# league is played in both orders and the two ratings averaged, so that a
# difference between the seats, if any (crates/6-train/src/pairs.rs), cancels.
for kind in ismcts pimc; do
  run "${kind}_doubling" "$KEYSIM" league "$kind:iterations=$ITER" "$kind:iterations=$((2 * ITER))" \
    "$kind:iterations=$((4 * ITER))" -n "$DOUBLING_GAMES" --decks "$TRAIN" --seed "$SEED" \
    -j "$THREADS" --no-timing --format json
  run "${kind}_doubling_rev" "$KEYSIM" league "$kind:iterations=$((4 * ITER))" \
    "$kind:iterations=$((2 * ITER))" "$kind:iterations=$ITER" -n "$DOUBLING_GAMES" --decks "$TRAIN" \
    --seed "$SEED" -j "$THREADS" --no-timing --format json
done
run cheat "$KEYSIM" league "$ismcts" "cheat:iterations=$ITER" -n "$CHEAT_GAMES" --decks "$TRAIN" \
  --seed "$SEED" -j "$THREADS" --no-timing --format json
run cheat_rev "$KEYSIM" league "cheat:iterations=$ITER" "$ismcts" -n "$CHEAT_GAMES" --decks "$TRAIN" \
  --seed "$SEED" -j "$THREADS" --no-timing --format json
# Generation 0 (the built-in weights) in the trained agent's configuration
# against default ISMCTS: what the configuration gains without training.
for set in train hold; do
  decks=$TRAIN
  [ "$set" = hold ] && decks=$HOLD
  run "gen0_$set" "$KEYSIM" league "$gen0" "$ismcts" -n "$ABLATION_GAMES" --decks "$decks" \
    --seed "$SEED" -j "$THREADS" --no-timing --format json
  run "gen0_${set}_rev" "$KEYSIM" league "$ismcts" "$gen0" -n "$ABLATION_GAMES" --decks "$decks" \
    --seed "$SEED" -j "$THREADS" --no-timing --format json
done
# The trained agent against default ISMCTS with the same wall-clock budget
# per decision (not reproducible: the iterations done depend on the machine).
timed_trained="ismcts:time_ms=$TIME_MS,rollout_turns=0,leaf=model:$MODELS/final.json"
run timed "$KEYSIM" league "$timed_trained" "ismcts:time_ms=$TIME_MS" -n "$TIMED_GAMES" \
  --decks "$TRAIN" --seed "$SEED" -j "$THREADS" --no-timing --format json
run timed_rev "$KEYSIM" league "ismcts:time_ms=$TIME_MS" "$timed_trained" -n "$TIMED_GAMES" \
  --decks "$TRAIN" --seed "$SEED" -j "$THREADS" --no-timing --format json
run protocol "$KEYSIM" league random "external:cmd=python3 tests/fixtures/first_choice_bot.py" \
  -n 2 --decks "$TRAIN" --seed "$SEED" -j 1 --format json
run reference_bot "$KEYSIM" match radiant onyx --agent-a "external:cmd=python3 examples/reference_bot.py" \
  --agent-b random --games 2 --seed "$SEED" --format json

python3 - "$work" "$OUT" "$ITER" "$LEAF_ITER" "$TIME_MS" "$MODELS" "${commands[@]}" <<'PY'
import json, math, re, sys

work, out, it, leaf_it, time_ms, models = sys.argv[1:7]
it, leaf_it = int(it), int(leaf_it)
commands = sys.argv[7:]
read = lambda n: open(f"{work}/{n}").read()
train = read("train").splitlines()
rows = []
TRAIN_SET, HOLD_SET = "7 trained on", "12 held out"
base = f"ismcts:iterations={it}"
agent = f"ismcts:iterations={leaf_it},rollout_turns=0"

def row(what, agents, decks, games, result):
    rows.append(f"| {what} | {agents} | {decks} | {games} | {result} |")

def final(line):
    m = re.search(r"(\d+)/(\d+) wins, ([\d.]+)% 95% CI \[([\d.]+)%, ([\d.]+)%\], "
                  r"Elo ([-+]\d+) \[([-+]\d+), ([-+]\d+)\] over (\d+) pairs, (\d+) unfinished", line)
    w, n, r, lo, hi, e, elo, ehi, pairs, u = m.groups()
    return n, f"**{e} Elo [{elo}, {ehi}]**; wins {w}/{n} = {r}% [{lo}%, {hi}%]; {u} unfinished"

final_gen = next(l for l in train if l.startswith("final model: "))
for prefix, what, agents in [
    ("final vs the baseline", "trained ISMCTS vs default ISMCTS (duplicate pairs)",
     f"`{agent},leaf=model:{models}/final.json` vs `{base}`"),
    ("final vs generation 0", "trained ISMCTS vs generation 0 (duplicate pairs)",
     "the final model vs the built-in weights, both as the leaf of the trained agent"),
]:
    for line in train:
        if line.startswith(prefix):
            games, res = final(line)
            row(what, agents, TRAIN_SET if "trained decks" in line else HOLD_SET, games, res)

def league(name):
    """Each agent's rating (keyed by its full spec) averaged over the
    league and its reverse-order twin, the standard error combined."""
    both = [json.loads(read(n)) for n in (name, name + "_rev")]
    out = {}
    for d in both:
        for r in d["ratings"]:
            out.setdefault(r["agent"], []).append(r["rating"])
    avg = {}
    for k, rs in out.items():
        e = sum(x["elo"] for x in rs) / len(rs)
        se = sum(x["se"] ** 2 for x in rs) ** .5 / len(rs)
        avg[k] = {"elo": e, "lo": e - 1.96 * se, "hi": e + 1.96 * se}
    games = sum(d["games"] for d in both)
    unfinished = sum(d["unfinished_not_rated"] for d in both)
    wins = {}
    for d in both:
        for r in d["ratings"]:
            wins[r["agent"]] = wins.get(r["agent"], 0) + r["wins"]
    return games, unfinished, avg, wins

def find(avg, pred):
    return next(v for k, v in avg.items() if pred(k))

def gap(avg, wins, games, unfinished, pred):
    """Two agents: the first's rating less the other's, with its wins."""
    k = next(k for k in avg if pred(k))
    x = avg[k]
    return (f"**{2 * x['elo']:+.0f} Elo [{2 * x['lo']:+.0f}, {2 * x['hi']:+.0f}]** "
            f"(difference of the two ratings); wins {wins[k]}/{games}; {unfinished} unfinished")

for s_, decks in [("train", TRAIN_SET), ("hold", HOLD_SET)]:
    games, unfinished, avg, wins = league(f"gen0_{s_}")
    row("generation 0 vs default ISMCTS (the configuration without training)",
        f"`{agent},leaf=model:{models}/gen-0.json` vs `{base}`", decks, games,
        gap(avg, wins, games, unfinished, lambda k: "gen-0.json" in k))

games, unfinished, avg, wins = league("timed")
row(f"trained ISMCTS vs default ISMCTS, {time_ms} ms per decision each",
    f"`ismcts:time_ms={time_ms},rollout_turns=0,leaf=model:{models}/final.json` vs "
    f"`ismcts:time_ms={time_ms}`", TRAIN_SET, games,
    gap(avg, wins, games, unfinished, lambda k: "final.json" in k) + "; wall-clock budgets, not reproducible")

d = json.loads(read("timing"))
t = {x["agent"]: x for x in d["decision_time"]}
ms = lambda pred: next(f"{x['micros_per_decision'] / 1000:.2f} ms over {x['decisions']}"
                       for k, x in t.items() if pred(k))
row("time per decision (one thread, the agents taking turns game by game)",
    f"`{base}`; the trained agent; generation 0", TRAIN_SET, "-",
    f"default {ms(lambda k: k.startswith(base + ','))}; trained "
    f"{ms(lambda k: 'final.json' in k)}; generation 0 {ms(lambda k: 'gen-0.json' in k)} decisions "
    "(measured, not reproducible)")

for g in range(1, 1000):
    try:
        m = json.load(open(f"{models}/gen-{g}.json"))
    except FileNotFoundError:
        break
    if m.get("gating") is None:
        continue
    gate, test = m["gating"], m["gating"]["test"]
    pairs = test["pairs"]
    n = sum(pairs) + 1
    mean = (sum(c * a for c, a in zip(pairs, [0, .25, .5, .75, 1])) + .5) / n
    var = (sum(c * (a - mean) ** 2 for c, a in zip(pairs, [0, .25, .5, .75, 1])) + (.5 - mean) ** 2) / n
    se = (var / n) ** .5
    elo = lambda s: -400 * math.log10(1 / min(max(s, 1e-6), 1 - 1e-6) - 1)
    row(f"generation {g}: candidate vs incumbent (gate)", "the trained agent with each model as leaf",
        TRAIN_SET, gate["games"],
        f"{elo(mean):+.0f} Elo [{elo(mean - 1.96 * se):+.0f}, {elo(mean + 1.96 * se):+.0f}]; "
        f"SPRT({test['elo0']:+g},{test['elo1']:+g}) LLR {test['llr']:.2f}: {test['decision']}"
        f"{', promoted' if gate['promoted'] else ', not promoted'}")

for name, kind in [("ismcts_doubling", "ismcts"), ("pimc_doubling", "pimc")]:
    games, unfinished, avg, _ = league(name)
    budgets = [it, 2 * it, 4 * it]
    rs = [find(avg, lambda k, b=b: k.startswith(f"{kind}:iterations={b},")) for b in budgets]
    per = (rs[2]["elo"] - rs[0]["elo"]) / 2
    detail = "; ".join(f"{b}: {x['elo']:+.0f} [{x['lo']:+.0f}, {x['hi']:+.0f}]"
                       for b, x in zip(budgets, rs))
    row(f"{kind} Elo per doubling of iterations", f"{kind} at {budgets[0]}/{budgets[1]}/{budgets[2]}",
        TRAIN_SET, games,
        f"**{per:+.0f} Elo per doubling** ((r{budgets[2]} - r{budgets[0]}) / 2); ratings {detail}; "
        f"{unfinished} unfinished")

games, unfinished, avg, wins = league("cheat")
row("ISMCTS - cheat gap (cheat sees the hidden cards)", f"`{base}` vs `cheat:iterations={it}`",
    TRAIN_SET, games, gap(avg, wins, games, unfinished, lambda k: k.startswith("ismcts:")))

d = json.loads(read("protocol"))
ext = [x for x in d["decision_time"] if x["agent"].startswith("external")][0]
row("external protocol cost per decision", "a Python bot answering the first choice",
    TRAIN_SET, "-", f"{ext['micros_per_decision'] / 1000:.2f} ms over {ext['decisions']} decisions "
    f"(includes starting python3 once per game)")
d = json.loads(read("reference_bot"))
a = d["decks"][0] if "decks" in d else d
row("reference bot plays a full match through the protocol", "`examples/reference_bot.py` vs random",
    "radiant vs onyx", 2, f"{a['wins']} wins of {a['games']}, {a['forfeits']['total']} forfeits")

with open(out, "w") as f:
    f.write("# Self-play AI lab targets (issue 15)\n\n")
    f.write(f"Default ISMCTS at {it} iterations per decision (small, so that the run fits the "
            f"time) against the trained agent: ISMCTS valuing positions at the end of the current "
            f"turn with the model (`rollout_turns=0`) at {leaf_it} iterations, which takes no more "
            "time per decision (measured below), and again with the same wall-clock budget for "
            "both. Trained on the seven decks of `scripts/strength.sh` (Radiant, Onyx, Sahl, "
            "Titanfang, Countess, Gregg, Birrit) by the trained agent's self-play; held out: "
            "the other twelve fully implemented CotA decks. "
            f"{final_gen.replace('final model: ', 'Final model: ')}. Elo with 95% intervals; "
            "the rows marked duplicate pairs and the gate rows use the pair scores of duplicate "
            "pairs (each agent plays each seat and each hand once: `crates/6-train/src/pairs.rs`), the "
            "league rows Bradley-Terry over games, each league played in both agent orders and "
            "the ratings averaged (the league keeps its first agent in seat A).\n\n")
    f.write("| measurement | agents | decks | games | result |\n| --- | --- | --- | ---: | --- |\n")
    f.write("\n".join(rows) + "\n\n")
    f.write("Commands (`scripts/lab-targets.sh`, in this order):\n\n```sh\n")
    f.write("\n".join(commands) + "\n```\n\n")
    f.write("Output of the training run:\n\n```text\n" + "\n".join(train) + "\n```\n\n")
    f.write("Wall-clock seconds per command:\n\n```text\n" + read("times") + "```\n")
print(out)
PY
rm -rf "$work"
