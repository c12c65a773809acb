#!/usr/bin/env bash
# Runs a libFuzzer target: tools/fuzz/run.sh NAME SECONDS
# (e.g. tools/fuzz/run.sh fen 180). Builds it first (tools/fuzz/build.sh).
# The corpus lives in build/fuzz/corpus-NAME, seeded from
# tools/fuzz/seeds-NAME/ when that exists, and for the problem readers
# (popeye, yaml) from the problems of tests/data; crashing inputs are
# written to build/fuzz/artifacts-NAME/ (turn each into a regression test).
# Exit status: libFuzzer's (0 when nothing was found).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [ $# -ne 2 ]; then
  echo "usage: tools/fuzz/run.sh NAME SECONDS" >&2
  exit 2
fi
name=$1 seconds=$2
"$ROOT/tools/fuzz/build.sh" "$name"
corpus="$ROOT/build/fuzz/corpus-$name"
artifacts="$ROOT/build/fuzz/artifacts-$name"
mkdir -p "$corpus" "$artifacts"
seeds=()
[ -d "$ROOT/tools/fuzz/seeds-$name" ] && seeds=("$ROOT/tools/fuzz/seeds-$name")
max_len=256  # a FEN
case $name in
  popeye)
    max_len=4096  # a problem
    for set in problems popeye-random popeye-conditions popeye-suite-hoppers; do
      [ -d "$ROOT/tests/data/$set" ] && seeds+=("$ROOT/tests/data/$set")
    done ;;
  yaml)
    max_len=4096
    seeds+=("$ROOT/tests/data/problems") ;;
esac
exec "$ROOT/build/fuzz/${name}_fuzz" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
  -rss_limit_mb=1024 -artifact_prefix="$artifacts/" -print_final_stats=1 "$corpus" "${seeds[@]}"
