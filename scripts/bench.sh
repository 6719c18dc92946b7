#!/usr/bin/env bash
# Performance budget: builds in release and prints one markdown table of
# figures (with the targets) on stdout. Build output and progress go to
# stderr. Takes a couple of minutes.
#
#   scripts/bench.sh > results/bench-$(date +%F).txt
#
# Environment: QUICK=1 for a shorter (noisier) run; MATCH_GAMES (default
# 60000: runs of a few seconds, less noisy) and RSS_GAMES (default 100000) for the `keysim match` runs.
#
# The in-process figures come from tools/src/bin/bench_figures.rs; the detailed
# criterion benches are `cargo bench --bench engine` and `--bench agents`.
set -euo pipefail
cd "$(dirname "$0")/.."
LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)

DECK_A="Radiant Argus the Supreme"
DECK_B="Miss Onyx Censorius"
MATCH_GAMES=${MATCH_GAMES:-60000}
RSS_GAMES=${RSS_GAMES:-100000}
QUICK_ARG=()
[[ "${QUICK:-0}" == 1 ]] && QUICK_ARG=(--quick)

log() { echo "bench.sh: $*" >&2; }

log "building (release)"
cargo build --release --bin keysim >&2
cargo build --release -p keysim-tools --bin bench_figures >&2
BIN=target/release/keysim
FIG=target/release/bench_figures

# ----- In-process figures ----------------------------------------------------
log "in-process figures (tools/src/bin/bench_figures.rs)"
declare -A F
while IFS=$'\t' read -r k v; do
    F[$k]=$v
done < <("$FIG" "${QUICK_ARG[@]}")

# ----- keysim match -------------------------------------------------------------
have_match=0
if "$BIN" match --help 2>/dev/null | grep -q -- '--threads'; then
    have_match=1
else
    log "'keysim match' is not available: skipping the match figures"
fi

# Runs a random match of $1 games on $2 threads; prints the wall-clock
# seconds and the CPU seconds (user + system) it took.
time_match() {
    local games=$1 threads=$2 t0 t1 cpu
    t0=$(date +%s.%N)
    if [[ -x /usr/bin/time ]]; then
        cpu=$( { /usr/bin/time -f '%U %S' "$BIN" match "$DECK_A" "$DECK_B" --games "$games" \
            --agent random --quiet --threads "$threads" --format csv >/dev/null; } 2>&1 |
            tail -n 1 | awk '{print $1 + $2}')
    else
        "$BIN" match "$DECK_A" "$DECK_B" --games "$games" --agent random --quiet \
            --threads "$threads" --format csv >/dev/null
        cpu=0
    fi
    t1=$(date +%s.%N)
    echo "$(echo "$t1 - $t0" | bc -l) $cpu"
}

# Peak RSS (kB) of a random match of $1 games on all cores.
peak_rss_kb() {
    local games=$1 out
    if [[ -x /usr/bin/time ]]; then
        out=$( { /usr/bin/time -v "$BIN" match "$DECK_A" "$DECK_B" --games "$games" \
            --agent random --quiet --threads "$(nproc)" --format csv >/dev/null; } 2>&1 )
        echo "$out" | awk -F': ' '/Maximum resident set size/ {print $2}'
    else
        # Fallback: poll VmHWM in /proc.
        "$BIN" match "$DECK_A" "$DECK_B" --games "$games" --agent random --quiet \
            --threads "$(nproc)" --format csv >/dev/null &
        local pid=$! hwm=0 v
        while kill -0 "$pid" 2>/dev/null; do
            v=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
            [[ -n "$v" && "$v" -gt "$hwm" ]] && hwm=$v
            sleep 0.05
        done
        wait "$pid"
        echo "$hwm"
    fi
}

if [[ $have_match == 1 ]]; then
    log "match: $MATCH_GAMES random games, 1 thread"
    read -r t1 c1 < <(time_match "$MATCH_GAMES" 1)
    log "match: $MATCH_GAMES random games, 2 threads"
    read -r t2 c2 < <(time_match "$MATCH_GAMES" 2)
    m1=$(echo "$MATCH_GAMES / $t1" | bc -l)
    m2=$(echo "$MATCH_GAMES / $t2" | bc -l)
    ratio=$(echo "$m2 / $m1" | bc -l)
    # CPU seconds per game on 2 threads over 1: ~1 when the threads do not
    # get in each other's way (independent of other load on the machine).
    cpu_ratio=$(echo "if ($c1 > 0) $c2 / $c1 else 0" | bc -l)
    log "match: $RSS_GAMES random games, $(nproc) threads, peak RSS"
    rss_kb=$(peak_rss_kb "$RSS_GAMES")
    rss_mb=$(echo "$rss_kb / 1024" | bc -l)
fi

# ----- Table -----------------------------------------------------------------
# ok VALUE OP TARGET: "yes" or "**no**".
ok() {
    if [[ $(echo "$1 $2 $3" | bc -l) == 1 ]]; then echo "yes"; else echo "**no**"; fi
}
f0() { printf '%.0f' "$1"; }
f1() { printf '%.1f' "$1"; }
f2() { printf '%.2f' "$1"; }

echo "## keysim performance ($(date -u +%F), $(nproc) cores, $(uname -m))"
echo
echo "Decks: $DECK_A vs $DECK_B. CPU: $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)."
echo "Load average at start: $LOAD_START; at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "(figures are wall-clock: other load on the machine lowers them)."
echo
echo "| figure | value | target (one core) | met |"
echo "|---|---:|---:|:---:|"
echo "| cores (nproc) | $(nproc) | | |"
echo "| state size, \`size_of::<Game>()\` | ${F[state_bytes]} B | | |"
echo "| observation size | ${F[observation_bytes]} B | | |"
echo "| clone of a mid-game state (median) | $(f1 "${F[clone_ns]}") ns | ≤ 200 ns | $(ok "${F[clone_ns]}" '<=' 200) |"
echo "| legal choices, mid-game (median) | $(f1 "${F[legal_ns]}") ns | | |"
echo "| decisions per random game (all applied choices) | ${F[decisions_per_game]} | | |"
echo "| agent decisions per random game (> 1 choice) | ${F[agent_decisions_per_game]} | | |"
echo "| turns per random game | ${F[turns_per_game]} | | |"
echo "| random games/s, engine only (1 thread, median of 7 rounds) | $(f0 "${F[raw_random_games_per_s]}") | ≥ 20,000 | $(ok "${F[raw_random_games_per_s]}" '>=' 20000) |"
echo "| random games/s, \`play_game\` with agents (1 thread, median of 7 rounds) | $(f0 "${F[random_games_per_s]}") | ≥ 20,000 | $(ok "${F[random_games_per_s]}" '>=' 20000) |"
echo "| greedy games/s (1 thread) | $(f1 "${F[greedy_games_per_s]}") | | |"
echo "| turns per greedy game; slowest greedy game | ${F[greedy_turns_per_game]}; ${F[greedy_slowest_game_ms]} ms | | |"
echo "| ISMCTS iterations/s, default agent (two-turn rollouts), mid-game (median of 7 rounds) | $(f0 "${F[ismcts_iter_per_s]}") | ≥ 20,000 | $(ok "${F[ismcts_iter_per_s]}" '>=' 20000) |"
echo "| ISMCTS ms per decision, default agent (500 iterations) | $(f2 "${F[ismcts_ms_per_decision]}") | ~50 | |"
echo "| ISMCTS iterations/s, rollouts to the end of the turn (\`rollout_turns=0\`) | $(f0 "${F[ismcts_turn_iter_per_s]}") | ≥ 20,000 | $(ok "${F[ismcts_turn_iter_per_s]}" '>=' 20000) |"
echo "| ISMCTS ms per decision, \`rollout_turns=0\` (500 iterations) | $(f2 "${F[ismcts_turn_ms_per_decision]}") | | |"
if [[ $have_match == 1 ]]; then
    echo "| \`match\` random games/s, --threads 1 ($MATCH_GAMES games) | $(f0 "$m1") | | |"
    echo "| \`match\` random games/s, --threads 2 ($MATCH_GAMES games) | $(f0 "$m2") | | |"
    echo "| \`match\` speed-up, 2 threads / 1 | $(f2 "$ratio")× | ≥ 1.8× | $(ok "$ratio" '>=' 1.8) |"
    echo "| \`match\` CPU seconds, 2 threads / 1 (1.00 = no overhead) | $(f2 "$cpu_ratio") | | |"
    echo "| peak RSS, \`match\` of $RSS_GAMES random games | $(f1 "$rss_mb") MB | ≤ 100 MB | $(ok "$rss_mb" '<=' 100) |"
else
    echo "| \`match\` figures | n/a (\`keysim match\` not available) | | |"
fi
