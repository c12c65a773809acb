#!/usr/bin/env bash
# Checks a large collection on a Slurm cluster: one array task per shard,
# each writing its own report, then `dawson merge` joins them in the
# collection's order.
#
#   sbatch --array=1-N tools/slurm-check.sh COLLECTION OUTDIR
#       each task K runs: dawson check --shard K/N --resume OUTDIR/shard-K.jsonl COLLECTION
#       (--resume: a task that is requeued or re-submitted continues its report)
#   afterwards (or: sbatch --dependency=afterok:JOBID --wrap "..."):
#       dawson merge OUTDIR/shard-*.jsonl -o OUTDIR/report.jsonl
#
# Environment: DAWSON (the executable; default build/release/dawson next to
# this script), DAWSON_THREADS (default: the task's CPUs, SLURM_CPUS_PER_TASK).
#
#SBATCH --job-name=dawson-check
#SBATCH --cpus-per-task=4
#SBATCH --time=12:00:00
#SBATCH --output=dawson-check-%A_%a.log
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: sbatch --array=1-N $0 COLLECTION OUTDIR" >&2
  exit 2
fi
collection=$1
outdir=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dawson=${DAWSON:-$here/../build/release/dawson}
k=${SLURM_ARRAY_TASK_ID:?run this with sbatch --array=1-N}
n=${SLURM_ARRAY_TASK_COUNT:-$((SLURM_ARRAY_TASK_MAX - SLURM_ARRAY_TASK_MIN + 1))}
threads=${DAWSON_THREADS:-${SLURM_CPUS_PER_TASK:-0}}

mkdir -p "$outdir"
# Exit 1 only means some problem is not sound: the shard is still done.
"$dawson" check --no-progress --quiet --threads "$threads" --shard "$k/$n" \
  --resume "$outdir/shard-$k.jsonl" "$collection" > "$outdir/shard-$k.summary" || [ $? -eq 1 ]
