#!/usr/bin/env bash
# Trains the learned policy and value (agents/models/net/) by search
# distillation, then measures ISMCTS guided by it against plain ISMCTS at
# equal iterations on decks of sets it never trained on. The sizes are the
# committed run's (small: this machine's 2 cores were shared by ~8 builds);
# raise GAMES, GENERATIONS and ITER for a stronger network. Each
# generation's summary goes to standard error as it finishes, and the
# leagues show their progress bars.
#
#   scripts/train-net.sh                       # train, then measure
#   MEASURE_ONLY=1 scripts/train-net.sh        # measure the committed network
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATIONS=${GENERATIONS:-1}
GAMES=${GAMES:-120}          # self-play games per generation
ITER=${ITER:-50}             # the self-play and gating search's iterations
GATE_GAMES=${GATE_GAMES:-80}
MEASURE_ITER=${MEASURE_ITER:-100}
MEASURE_GAMES=${MEASURE_GAMES:-200}
THREADS=${THREADS:-2}
OUT=${OUT:-agents/models/net}

if [ -z "${MEASURE_ONLY:-}" ]; then
  cargo run --release -p keysim-tools --bin train_net -- \
    --sets CotA,AoA,WC --decks-per-set 40 --generations "$GENERATIONS" --games "$GAMES" \
    --iterations "$ITER" --gate-games "$GATE_GAMES" --epochs 3 --l2 0.001 --seed 1 --threads "$THREADS" \
    --out "$OUT"
fi
cargo build --release
NET="$OUT/final.json"
HELD_OUT=$(for s in MM MoMu DT WoE; do for i in 1 2 3 4 5 6 7 8 9 10; do printf 'random:%s:%s,' "$s" "$i"; done; done)
HELD_OUT=${HELD_OUT%,}
TRAINED=$(for s in CotA AoA WC; do for i in 101 102 103 104 105 106 107 108 109 110; do printf 'random:%s:%s,' "$s" "$i"; done; done)
for set in held-out trained; do
  decks=$HELD_OUT; [ "$set" = trained ] && decks=${TRAINED%,}
  echo "== $set decks"
  target/release/keysim league \
    "ismcts:iterations=$MEASURE_ITER,policy=$NET,leaf=net:$NET" "ismcts:iterations=$MEASURE_ITER" \
    --decks "$decks" --games "$MEASURE_GAMES" --seed 1 --threads "$THREADS"
done
