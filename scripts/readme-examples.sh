#!/usr/bin/env bash
# Records README.md's example outputs again with the current release build.
#
# Runs every README example that has a recorded output (a ```text block
# under its ```sh block), exactly as written, and rewrites those output
# blocks of README.md in place: nothing else in the README, and no other
# file (the examples run in a scratch folder). Marks of what varies (`[…]`
# in a line, `[… N lines …]`) are kept where they still fit; an output whose
# number of lines changed is recorded in full, and the script says so: set
# its marks again by hand. The same test, without KEYSIM_README_RECORD,
# checks the outputs (tests/all/readme.rs documents the conventions).
#
# Usage, from anywhere in the repository: scripts/readme-examples.sh
set -euo pipefail
cd "$(dirname "$0")/.."
KEYSIM_README_RECORD=1 cargo test --release --test all -- --exact \
  readme::every_recorded_readme_output_is_what_the_example_prints --nocapture
git diff --stat -- README.md 2>/dev/null || true
