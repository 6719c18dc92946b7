#!/bin/sh
# Regenerates crates/5-sim/src/golden.jsonl, the golden games
# (crates/5-sim/src/golden.rs),
# after a change meant to alter how games are played, and prints how many
# games changed. Say so in the commit.
set -eu
cd "$(dirname "$0")/.."
KEYSIM_GOLDEN=write exec cargo test --release -p keysim-sim --lib golden::tests::golden_games_replay \
    -- --exact --nocapture
