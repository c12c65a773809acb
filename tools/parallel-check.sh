#!/usr/bin/env bash
# Checks a collection in N shards with GNU parallel on one machine (or over
# ssh with parallel's --sshlogin), then merges the shard reports in the
# collection's order. The one-liner it runs:
#
#   parallel dawson check -q --threads 1 --shard {}/N --report OUT/part{}.jsonl COLLECTION ::: 1 2 ... N
#   dawson merge OUT/part*.jsonl -o OUT/report.jsonl
#
#   tools/parallel-check.sh COLLECTION OUTDIR [N]     (N: default the number of cores)
#
# Re-running it continues unfinished shards (--resume). Exits like dawson
# check: 0 all sound, 1 some problem not sound, 2 bad input.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 COLLECTION OUTDIR [N]" >&2
  exit 2
fi
collection=$1
outdir=$2
n=${3:-$(nproc)}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dawson=${DAWSON:-$here/../build/release/dawson}
command -v parallel >/dev/null 2>&1 || { echo "error: GNU parallel is not installed (apt-get install parallel)" >&2; exit 2; }
mkdir -p "$outdir"
status=0
parallel --will-cite "$dawson" check -q --no-progress --threads 1 --shard "{}/$n" --resume "$outdir/part{}.jsonl" \
  "$collection" ::: $(seq 1 "$n") || status=$?
"$dawson" merge "$outdir"/part*.jsonl -o "$outdir/report.jsonl"
# parallel's status is the number of failed jobs; a shard fails with 1 when
# some problem is not sound.
[ "$status" -eq 0 ] || exit 1
