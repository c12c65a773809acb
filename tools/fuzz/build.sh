#!/usr/bin/env bash
# Builds libFuzzer targets tools/fuzz/NAME_fuzz.cpp with clang++ and
# -fsanitize=fuzzer,address,undefined against the library sources (every
# solver/ source except the command line, compiled once into
# build/fuzz/obj and recompiled when a source or header changes). Not part
# of the CMake build. Output: build/fuzz/NAME_fuzz.
#   tools/fuzz/build.sh              every target
#   tools/fuzz/build.sh fen popeye   the named targets
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT="$ROOT/build/fuzz"
CXX=${FUZZ_CXX:-clang++}
JOBS=${DAWSON_JOBS:-2}
COMMON=(-std=c++20 -g -O1 -fno-omit-frame-pointer -fno-sanitize-recover=undefined -Wall -Wextra
  -I "$ROOT/solver" -DDAWSON_VERSION=\"fuzz\")
mkdir -p "$OUT/obj"

newest_header=$(find "$ROOT/solver" -name '*.hpp' -printf '%T@\n' | sort -n | tail -1)
objs=() stale=()
while IFS= read -r src; do
  rel=${src#"$ROOT"/solver/}
  obj="$OUT/obj/${rel//\//_}.o"
  objs+=("$obj")
  if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] ||
    awk -v h="$newest_header" -v o="$(stat -c %Y "$obj")" 'BEGIN {exit !(h > o)}'; then
    stale+=("$src:$obj")
  fi
done < <(find "$ROOT/solver" -name '*.cpp' ! -path "$ROOT/solver/cli/*" | sort)

if [ ${#stale[@]} -gt 0 ]; then
  echo "compiling ${#stale[@]} library sources for fuzzing" >&2
  printf '%s\n' "${stale[@]}" | xargs -P "$JOBS" -I{} sh -c \
    'src=${1%%:*}; obj=${1#*:}; shift; "$@" -fsanitize=fuzzer-no-link,address,undefined -c "$src" -o "$obj"' \
    sh {} "$CXX" "${COMMON[@]}"
fi

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in "$ROOT"/tools/fuzz/*_fuzz.cpp; do
    n=$(basename "$f")
    names+=("${n%_fuzz.cpp}")
  done
fi
for name in "${names[@]}"; do
  src="$ROOT/tools/fuzz/${name}_fuzz.cpp"
  [ -f "$src" ] || { echo "tools/fuzz/build.sh: error: no target $name ($src)" >&2; exit 2; }
  echo "linking build/fuzz/${name}_fuzz" >&2
  "$CXX" "${COMMON[@]}" -fsanitize=fuzzer,address,undefined "$src" "${objs[@]}" -lyaml-cpp -ltbb -o "$OUT/${name}_fuzz"
done
