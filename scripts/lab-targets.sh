#!/usr/bin/env bash
# The targets of the self-play AI lab (issue 15), measured and written as
# one markdown table with the commands that produced it:
#
# - ISMCTS with the trained model as its leaf against default ISMCTS, on
#   the seven decks trained on and on twelve decks held out of training
#   (paired mirror games; Elo over pairs with a 95% interval);
# - the Elo each generation's candidate gained over its incumbent (the
#   gating matches, stopped by the sequential test);
# - Elo per doubling of iterations for ISMCTS and pimc;
# - the ISMCTS-cheat gap (cheat sees the hidden cards: the price of hidden
#   information);
# - the external protocol's cost per decision, and the reference Python bot
#   playing a full match through it.
#
# Small iteration counts keep it to about half an hour on 2 shared cores:
#
#   scripts/lab-targets.sh                       # writes results/lab-targets-DATE.md
#   ITER=100 EVAL_GAMES=400 scripts/lab-targets.sh
#   KEYSIM=path/to/keysim scripts/lab-targets.sh # an already built binary
set -euo pipefail
cd "$(dirname "$0")/.."

ITER=${ITER:-50}                      # ISMCTS iterations per decision
GENERATIONS=${GENERATIONS:-2}         # training generations
GATE_GAMES=${GATE_GAMES:-400}         # most gating games per generation
EVAL_GAMES=${EVAL_GAMES:-200}         # final comparison games per deck set
DOUBLING_GAMES=${DOUBLING_GAMES:-20}  # games per pair of budgets, per seat order
CHEAT_GAMES=${CHEAT_GAMES:-50}        # ISMCTS against cheat, per seat order
SEED=${SEED:-1}
THREADS=${THREADS:-2}
MODELS=${MODELS:-agents/models/lab}
OUT=${OUT:-results/lab-targets-$(date -u +%F).md}
# The seven decks of scripts/strength.sh are trained on; the other twelve
# fully implemented Call of the Archons decks are held out.
TRAIN='radiant,onyx,sahl,titanfang,countess,gregg,birrit'
HOLD='evellin,tarantelli,voltpixel,falstaff,oneve,w. tioj,lucretia,t. neratius,benegoblin,xylostopper,he that blindly,the peg-headed'

if [ -z "${KEYSIM:-}" ]; then
  cargo build --release --quiet
  KEYSIM=target/release/keysim
fi
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
run train "$KEYSIM" train --decks "$TRAIN" --holdout "$HOLD" --generations "$GENERATIONS" \
  --gate-agent "$ismcts" --gate-games "$GATE_GAMES" --eval-games "$EVAL_GAMES" \
  --seed "$SEED" --threads "$THREADS" --out "$MODELS"
# keysim league keeps the first-named agent of each pairing in seat A; each
# league is played in both orders and the two ratings averaged, so that a
# difference between the seats, if any (src/train/pairs.rs), cancels.
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
run trained_time "$KEYSIM" league "$ismcts" "$ismcts,leaf=model:$MODELS/final.json" -n 2 \
  --decks "$TRAIN" --seed "$SEED" -j 1 --format json
run protocol "$KEYSIM" league random "external:cmd=python3 tests/fixtures/first_choice_bot.py" \
  -n 2 --decks "$TRAIN" --seed "$SEED" -j 1 --format json
run reference_bot "$KEYSIM" match radiant onyx --agent-a "external:cmd=python3 examples/reference_bot.py" \
  --agent-b random --games 2 --seed "$SEED" --format json

python3 - "$work" "$OUT" "$ITER" "$MODELS" "${commands[@]}" <<'PY'
import json, re, sys

work, out, it, models, commands = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5:]
read = lambda n: open(f"{work}/{n}").read()
train = read("train").splitlines()
rows = []

def row(what, agents, decks, games, result):
    rows.append(f"| {what} | {agents} | {decks} | {games} | {result} |")

def final(line):
    m = re.search(r"(\d+)/(\d+) wins, ([\d.]+)% 95% CI \[([\d.]+)%, ([\d.]+)%\], "
                  r"Elo ([-+]\d+) \[([-+]\d+), ([-+]\d+)\] over (\d+) pairs, (\d+) unfinished", line)
    w, n, r, lo, hi, e, elo, ehi, pairs, u = m.groups()
    return n, f"**{e} Elo [{elo}, {ehi}]**; wins {w}/{n} = {r}% [{lo}%, {hi}%]; {u} unfinished"

final_gen = next(l for l in train if l.startswith("final model: "))
trained_spec = f"ismcts:iterations={it},leaf=model:{models}/final.json"
for line in train:
    if line.startswith("final vs the default agent"):
        decks = "7 trained on" if "trained decks" in line else "12 held out"
        games, res = final(line)
        row("trained ISMCTS vs default ISMCTS", f"`{trained_spec}` vs `ismcts:iterations={it}`",
            decks, games, res)
for line in train:
    if line.startswith("final vs generation 0"):
        decks = "7 trained on" if "trained decks" in line else "12 held out"
        games, res = final(line)
        row("trained ISMCTS vs generation 0 (leaf=fitted)", f"final model vs built-in weights as leaf",
            decks, games, res)
for g in range(1, 100):
    try:
        m = json.load(open(f"{models}/gen-{g}.json"))
    except FileNotFoundError:
        break
    gate, test = m["gating"], m["gating"]["test"]
    pairs = test["pairs"]
    n = sum(pairs) + 1
    mean = (sum(c * a for c, a in zip(pairs, [0, .25, .5, .75, 1])) + .5) / n
    var = (sum(c * (a - mean) ** 2 for c, a in zip(pairs, [0, .25, .5, .75, 1])) + (.5 - mean) ** 2) / n
    se = (var / n) ** .5
    import math
    elo = lambda s: -400 * math.log10(1 / min(max(s, 1e-6), 1 - 1e-6) - 1)
    row(f"generation {g}: candidate vs incumbent (gate)", f"`ismcts:iterations={it}` with each model as leaf",
        "7 trained on", gate["games"],
        f"{elo(mean):+.0f} Elo [{elo(mean - 1.96 * se):+.0f}, {elo(mean + 1.96 * se):+.0f}]; "
        f"SPRT({test['elo0']:+g},{test['elo1']:+g}) LLR {test['llr']:.2f}: {test['decision']}"
        f"{', promoted' if gate['promoted'] else ', not promoted'}")

def ratings(name):
    """Each agent's rating (by its spec's first field) averaged over the
    league and its reverse-order twin, the standard error combined."""
    both = [json.loads(read(n)) for n in (name, name + "_rev")]
    out = {}
    for d in both:
        for r in d["ratings"]:
            out.setdefault(r["agent"].split(",")[0], []).append(r["rating"])
    avg = {}
    for k, rs in out.items():
        e = sum(x["elo"] for x in rs) / len(rs)
        se = sum(x["se"] ** 2 for x in rs) ** .5 / len(rs)
        avg[k] = {"elo": e, "elo_low": e - 1.96 * se, "elo_high": e + 1.96 * se}
    games = sum(d["games"] for d in both)
    unfinished = sum(d["unfinished_not_rated"] for d in both)
    return games, unfinished, avg

for name, kind in [("ismcts_doubling", "ismcts"), ("pimc_doubling", "pimc")]:
    games, unfinished, r = ratings(name)
    budgets = [it, 2 * it, 4 * it]
    rs = [r[f"{kind}:iterations={b}"] for b in budgets]
    per = (rs[2]["elo"] - rs[0]["elo"]) / 2
    detail = "; ".join(f"{b}: {x['elo']:+.0f} [{x['elo_low']:+.0f}, {x['elo_high']:+.0f}]"
                       for b, x in zip(budgets, rs))
    row(f"{kind} Elo per doubling of iterations", f"{kind} at {budgets[0]}/{budgets[1]}/{budgets[2]}",
        "7 trained on", games,
        f"**{per:+.0f} Elo per doubling** ((r{budgets[2]} - r{budgets[0]}) / 2); ratings {detail}; "
        f"{unfinished} unfinished")

games, unfinished, r = ratings("cheat")
x = r[f"ismcts:iterations={it}"]
row("ISMCTS - cheat gap (cheat sees the hidden cards)", f"`ismcts:iterations={it}` vs `cheat:iterations={it}`",
    "7 trained on", games,
    f"**ISMCTS {2 * x['elo']:+.0f} Elo [{2 * x['elo_low']:+.0f}, {2 * x['elo_high']:+.0f}]** "
    f"(difference of the two ratings); {unfinished} unfinished")

d = json.loads(read("trained_time"))
t = [f"{x['micros_per_decision'] / 1000:.1f} ms" for x in d["decision_time"]]
row("time per decision, default vs trained ISMCTS", f"`ismcts:iterations={it}`, with and without the model leaf",
    "1 game each", "-", f"{t[0]} vs {t[1]} (measured on a separate game, not reproducible)")
d = json.loads(read("protocol"))
ext = [x for x in d["decision_time"] if x["agent"].startswith("external")][0]
row("external protocol cost per decision", "a Python bot answering the first choice",
    "1 game", "-", f"{ext['micros_per_decision'] / 1000:.2f} ms over {ext['decisions']} decisions "
    f"(includes starting python3 once)")
d = json.loads(read("reference_bot"))
a = d["decks"][0] if "decks" in d else d
row("reference bot plays a full match through the protocol", "`examples/reference_bot.py` vs random",
    "radiant vs onyx", 2, f"{a['wins']} wins of {a['games']}, {a['forfeits']['total']} forfeits")

with open(out, "w") as f:
    f.write(f"# Self-play AI lab targets (issue 15)\n\n")
    f.write(f"ISMCTS at {it} iterations per decision (small, so that the run fits the time); "
            "paired mirror games (each deal played twice, seats swapped). Trained on the seven "
            "decks of `scripts/strength.sh` (Radiant, Onyx, Sahl, Titanfang, Countess, Gregg, "
            "Birrit); held out: the other twelve fully implemented CotA decks. "
            f"{final_gen.replace('final model: ', 'Final model: ')}. Elo with 95% intervals; "
            "the trained-vs-default and gate rows use the pair scores of duplicate pairs "
            "(each agent plays each seat and each hand once: `src/train/pairs.rs`), the league "
            "rows Bradley-Terry over games, each league played in both agent orders and the "
            "ratings averaged (the league keeps its first agent in seat A).\n\n")
    f.write("| measurement | agents | decks | games | result |\n| --- | --- | --- | ---: | --- |\n")
    f.write("\n".join(rows) + "\n\n")
    f.write("Commands (`scripts/lab-targets.sh`, in this order):\n\n```sh\n")
    f.write("\n".join(commands) + "\n```\n\n")
    f.write("Output of the training run:\n\n```text\n" + "\n".join(train) + "\n```\n\n")
    f.write("Wall-clock seconds per command:\n\n```text\n" + read("times") + "```\n")
print(out)
PY
rm -rf "$work"
