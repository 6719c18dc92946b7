#!/usr/bin/env bash
# A long keysim run on a Slurm cluster: a job array plays one shard per
# task into its own result log, then a dependent job merges the logs into
# exactly the output of the unsharded run (table, CSV and JSON).
#
# On the login node (OUTDIR on a file system every node sees):
#
#   scripts/slurm-gauntlet.sh submit SHARDS OUTDIR KEYSIM_ARGS...
#   scripts/slurm-gauntlet.sh submit 32 runs/radiant-onyx \
#       match radiant onyx --games 200000 --seed 7
#
# KEYSIM_ARGS is a keysim command that takes --shard and --log (match, or a
# job that can be sharded); its parameters must not change between the
# tasks. Each task writes OUTDIR/shard-I-of-N.jsonl; a task that is
# requeued or run again continues its log with --resume instead of starting
# over. When all are done, OUTDIR holds result.txt, result.csv and
# result.json. The two modes the submission runs can also be run by hand:
#
#   SLURM_ARRAY_TASK_ID=3 scripts/slurm-gauntlet.sh shard 32 OUTDIR KEYSIM_ARGS...
#   scripts/slurm-gauntlet.sh merge 32 OUTDIR
#
# KEYSIM names the binary (default: keysim on PATH); SBATCH_ARGS adds
# options to both sbatch calls (partition, account, time limit, ...).
#SBATCH --job-name=keysim-gauntlet
#SBATCH --cpus-per-task=4
#SBATCH --output=slurm-%x-%A_%a.out
set -euo pipefail

KEYSIM=${KEYSIM:-keysim}

usage() {
  echo "usage: $0 submit|shard|merge SHARDS OUTDIR [KEYSIM_ARGS...]" >&2
  exit 2
}

[[ $# -ge 3 ]] || usage
mode=$1
shards=$2
outdir=$3
shift 3
[[ $shards =~ ^[1-9][0-9]*$ ]] || { echo "$0: SHARDS must be a positive whole number" >&2; exit 2; }

case $mode in
  submit)
    [[ $# -ge 1 ]] || usage
    mkdir -p "$outdir"
    # shellcheck disable=SC2086
    array=$(sbatch --parsable ${SBATCH_ARGS:-} --array="1-$shards" \
      "$0" shard "$shards" "$outdir" "$@")
    # shellcheck disable=SC2086
    sbatch --parsable ${SBATCH_ARGS:-} --cpus-per-task=1 --dependency="afterok:${array%%;*}" \
      "$0" merge "$shards" "$outdir"
    echo "submitted shards as job $array; the merge runs when all $shards succeed"
    ;;
  shard)
    [[ $# -ge 1 ]] || usage
    index=${SLURM_ARRAY_TASK_ID:?shard mode runs as a task of a Slurm job array}
    log="$outdir/shard-$index-of-$shards.jsonl"
    threads=${SLURM_CPUS_PER_TASK:-1}
    if [[ -s $log ]]; then
      # A requeued or repeated task: continue the shard's log.
      exec "$KEYSIM" "$1" --resume "$log" -j "$threads" -q
    fi
    exec "$KEYSIM" "$@" --shard "$index/$shards" --log "$log" -j "$threads" -q
    ;;
  merge)
    logs=()
    for ((i = 1; i <= shards; i++)); do
      logs+=("$outdir/shard-$i-of-$shards.jsonl")
    done
    "$KEYSIM" merge "${logs[@]}" --out "$outdir/result.txt"
    "$KEYSIM" merge "${logs[@]}" --format csv --out "$outdir/result.csv"
    "$KEYSIM" merge "${logs[@]}" --format json --out "$outdir/result.json"
    cat "$outdir/result.txt"
    ;;
  *)
    usage
    ;;
esac
