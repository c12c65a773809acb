#!/usr/bin/env bash
# Solves one long problem in N parts with GNU parallel on one machine (or
# over ssh with parallel's --sshlogin), then merges the parts into what
# one `dawson solve FILE` prints. The one-liner it runs:
#
#   parallel dawson solve --threads 1 --split {}/N FILE -o OUT/part-{}.json ::: 1 2 ... N
#   dawson merge OUT/part-*.json
#
#   tools/parallel-solve.sh FILE OUTDIR [N [FORMAT]]   (N: default the number of cores;
#                                                      FORMAT: text, popeye or json)
#
# Re-running it solves only the parts that are not written yet. Exits like
# dawson solve: 0 sound, 1 not sound, 2 bad input.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 FILE OUTDIR [N [FORMAT]]" >&2
  exit 2
fi
file=$1
outdir=$2
n=${3:-$(nproc)}
format=${4:-text}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dawson=${DAWSON:-$here/../build/release/dawson}
command -v parallel >/dev/null 2>&1 || { echo "error: GNU parallel is not installed (apt-get install parallel)" >&2; exit 2; }
mkdir -p "$outdir"
todo=()
for k in $(seq 1 "$n"); do [ -s "$outdir/part-$k.json" ] || todo+=("$k"); done
if [ ${#todo[@]} -gt 0 ]; then
  parallel --will-cite "$dawson" solve --no-progress --threads 1 --split "{}/$n" "$file" \
    -o "$outdir/part-{}.json.tmp" '&&' mv "$outdir/part-{}.json.tmp" "$outdir/part-{}.json" ::: "${todo[@]}" ||
    { echo "error: some part failed" >&2; exit 2; }
fi
parts=()
for k in $(seq 1 "$n"); do parts+=("$outdir/part-$k.json"); done
exec "$dawson" merge --format "$format" "${parts[@]}"
