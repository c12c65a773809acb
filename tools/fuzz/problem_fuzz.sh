#!/bin/sh
# Builds and runs the problem-file fuzz targets (libFuzzer, Debian's clang,
# AddressSanitizer + UndefinedBehaviorSanitizer).
#   tools/fuzz/problem_fuzz.sh build            build both targets into build/fuzz
#   tools/fuzz/problem_fuzz.sh run SECONDS      run each target SECONDS seconds
# Seeds come from tests/data (oracle problems, YAML collections); new corpus
# entries go to build/fuzz/corpus-*, crashes to build/fuzz/crash-*.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/build/fuzz"
mkdir -p "$out"
targets="popeye_fuzz yaml_fuzz"

build() {
    srcs=$(ls "$root"/solver/problem/*.cpp "$root"/solver/stipulation/*.cpp "$root"/solver/rules/*.cpp \
              "$root"/solver/pieces/*.cpp "$root"/solver/position/*.cpp "$root"/solver/movegen/*.cpp)
    flags="-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I$root/solver"
    for t in $targets; do
        # shellcheck disable=SC2086
        clang++ $flags "$root/tools/fuzz/$t.cpp" $srcs -lyaml-cpp -o "$out/$t" &
    done
    wait
}

run() {
    secs=$1
    mkdir -p "$out/corpus-popeye" "$out/corpus-yaml"
    for set in popeye-random popeye-bench popeye-conditions popeye-suite-hoppers; do
        for f in "$root"/tests/data/$set/problems/*.inp; do cp "$f" "$out/corpus-popeye/$set-$(basename "$f")"; done
    done
    cp "$root"/tests/data/problems/*.inp "$out/corpus-popeye/" 2>/dev/null || true
    cp "$root"/tests/data/problems/*.olv "$out/corpus-yaml/" 2>/dev/null || true
    status=0
    "$out/popeye_fuzz" -max_total_time="$secs" -timeout=10 -rss_limit_mb=1024 -artifact_prefix="$out/crash-popeye-" \
        "$out/corpus-popeye" || status=1
    "$out/yaml_fuzz" -max_total_time="$secs" -timeout=10 -rss_limit_mb=1024 -artifact_prefix="$out/crash-yaml-" \
        "$out/corpus-yaml" || status=1
    return $status
}

case "${1:-}" in
    build) build ;;
    run) run "${2:-60}" ;;
    *) echo "usage: $0 build | run SECONDS" >&2; exit 2 ;;
esac
