#!/usr/bin/env bash
# Agent strength: mirror matches (the same deck on both sides, so only the
# agents differ), paired games, on the starter decks and five other real
# decks. Prints one markdown table to stdout; save it under results/.
#
#   scripts/strength.sh                # default game counts
#   GAMES_GREEDY=400 GAMES_ISMCTS=100 ISMCTS="ismcts:iterations=300" scripts/strength.sh
set -euo pipefail
cd "$(dirname "$0")/.."

GAMES_GREEDY=${GAMES_GREEDY:-200}
GAMES_ISMCTS=${GAMES_ISMCTS:-60}
ISMCTS=${ISMCTS:-ismcts}
SEED=${SEED:-1}
DECKS=(
  "Radiant Argus the Supreme"
  "Miss Onyx Censorius"
  "Sahl the Aegian"
  "Titanfang, Tower Fighter"
  "The Countess of Windhedge"
  "Gregg, the Adjutant of Myths"
  "Birrit Provost Jeeves Aguda"
)

cargo build --release --quiet
bin=target/release/keysim

echo "# Agent strength (mirror matches, paired games, seed $SEED, $(nproc) cores)"
echo
echo "| deck | agent A | agent B | games | A wins | A win rate | 95% CI | unfinished |"
echo "| --- | --- | --- | ---: | ---: | ---: | --- | ---: |"
row() { # deck agent_a agent_b games
  "$bin" match "$1" "$1" --agent-a "$2" --agent-b "$3" --games "$4" --seed "$SEED" \
    --format json --quiet |
    python3 -c '
import json, sys
r = json.load(sys.stdin)
a = r["decks"][0]
lo, hi = a["win_rate_ci95"]
print("| %s | %s | %s | %d | %d | %.1f%% | [%.1f%%, %.1f%%] | %d |" % (
    a["deck"], a["agent"], r["parameters"]["agent_b"], a["games"], a["wins"],
    100 * a["win_rate"], 100 * lo, 100 * hi, a["unfinished"]))'
}
for d in "${DECKS[@]}"; do
  row "$d" greedy random "$GAMES_GREEDY"
done
for d in "${DECKS[@]}"; do
  row "$d" "$ISMCTS" greedy "$GAMES_ISMCTS"
done
