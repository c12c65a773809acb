# Shared by tools/run, tools/test and tools/bench-*: installs the build
# dependencies a fresh Debian machine lacks and builds a CMake preset.
# Source it; it defines functions only.

DAWSON_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# Parallel build jobs: one per core.
DAWSON_JOBS=${DAWSON_JOBS:-$(nproc 2>/dev/null || echo 2)}

# Debian packages needed to build, test and fuzz Dawson.
DAWSON_PACKAGES=(g++ cmake ninja-build libboost-program-options-dev libtbb-dev catch2
  libyaml-cpp-dev nlohmann-json3-dev python3 clang)

# Installs the packages of DAWSON_PACKAGES that are missing; calls apt-get
# only when something is missing.
dawson_ensure_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "note: no dpkg here; assuming the build dependencies are installed" >&2
    return 0
  fi
  local missing=() p
  for p in "${DAWSON_PACKAGES[@]}"; do
    dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "error: missing packages ${missing[*]}; run as root or install sudo" >&2; return 1; }
    sudo=(sudo)
  fi
  echo "installing: ${missing[*]}" >&2
  "${sudo[@]}" apt-get update >&2
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >&2
}

# Configures (when needed) and builds the CMake preset $1 into build/$1:
# every target, or only the targets named after it. Build output goes to
# stderr so that stdout stays the program's.
dawson_build() {
  local preset=$1 dir="$DAWSON_ROOT/build/$1"
  shift
  if [ ! -f "$dir/build.ninja" ] || [ "$DAWSON_ROOT/CMakePresets.json" -nt "$dir/build.ninja" ]; then
    (cd "$DAWSON_ROOT" && cmake --preset "$preset" >&2)
  fi
  local targets=()
  [ $# -gt 0 ] && targets=(--target "$@")
  cmake --build "$dir" -j "$DAWSON_JOBS" "${targets[@]}" >&2
}
