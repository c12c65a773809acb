#!/usr/bin/env bash
# Solves one long problem on a Slurm cluster: one array task per part of
# its work (dawson solve --split K/N: the root moves, or pairs of first
# moves), each writing its part as JSON; then `dawson merge` prints what
# one `dawson solve FILE` prints.
#
#   sbatch --array=1-N tools/slurm-solve.sh FILE OUTDIR
#       each task K runs: dawson solve --split K/N FILE -o OUTDIR/part-K.json
#   afterwards (or: sbatch --dependency=afterok:JOBID --wrap "..."):
#       dawson merge OUTDIR/part-*.json                  # text; --format popeye|json
#
# Environment: DAWSON (the executable; default build/release/dawson next to
# this script), DAWSON_THREADS (default: the task's CPUs, SLURM_CPUS_PER_TASK),
# DAWSON_OPTIONS (more solve options, e.g. "--max-solutions 10": the same
# for every task; merge refuses parts solved with other options).
#
#SBATCH --job-name=dawson-solve
#SBATCH --cpus-per-task=4
#SBATCH --time=24:00:00
#SBATCH --output=dawson-solve-%A_%a.log
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: sbatch --array=1-N $0 FILE OUTDIR" >&2
  exit 2
fi
file=$1
outdir=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dawson=${DAWSON:-$here/../build/release/dawson}
k=${SLURM_ARRAY_TASK_ID:?run this with sbatch --array=1-N}
n=${SLURM_ARRAY_TASK_COUNT:-$((SLURM_ARRAY_TASK_MAX - SLURM_ARRAY_TASK_MIN + 1))}
threads=${DAWSON_THREADS:-${SLURM_CPUS_PER_TASK:-0}}

mkdir -p "$outdir"
# The part is written to a temporary name first: a part-K.json is complete.
# shellcheck disable=SC2086
"$dawson" solve --no-progress --threads "$threads" ${DAWSON_OPTIONS:-} --split "$k/$n" "$file" \
  -o "$outdir/part-$k.json.tmp"
mv "$outdir/part-$k.json.tmp" "$outdir/part-$k.json"
