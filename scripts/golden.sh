#!/bin/sh
# Regenerates src/sim/golden.jsonl, the golden games (src/sim/golden.rs),
# after a change meant to alter how games are played, and prints how many
# games changed. Say so in the commit.
set -eu
cd "$(dirname "$0")/.."
KEYSIM_GOLDEN=write exec cargo test --release --lib sim::golden::tests::golden_games_replay \
    -- --exact --nocapture
