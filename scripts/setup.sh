#!/usr/bin/env bash
# One-command set-up on a fresh Debian/Ubuntu machine: system packages, the C++ engine (built and
# installed as `passnet`), torch (CPU build) and the Python package `passnet`.
#   usage: scripts/setup.sh            (PREFIX=/usr/local by default; BUILD_DIR=build)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
build_dir="${BUILD_DIR:-build}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

packages=(
  build-essential cmake ninja-build pkg-config zstd sqlite3 clang-format
  nlohmann-json3-dev libfmt-dev libcli11-dev libxxhash-dev libzstd-dev libsqlite3-dev libssl-dev libcpp-httplib-dev
  libarchive-dev libgtest-dev libbenchmark-dev
  # a single-node Slurm cluster for the Slurm executor's tests (scripts/slurm_cluster.sh)
  munge slurmctld slurmd slurm-client
  # a real browser for the results site's tests (tests/python/test_report_site.py)
  chromium fonts-dejavu-core
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

python=${PYTHON:-python3}
if ! "$python" -c "import torch" 2>/dev/null; then
  echo "setup: installing torch (CPU build)"
  "$python" -m pip install -q "torch==2.13.0"
fi
"$python" -m pip install -q -e ".[test]"

echo "setup: building the engine in $build_dir"
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir"
$sudo cmake --install "$build_dir" --prefix "$prefix" >/dev/null
echo "setup: installed $(command -v passnet || echo "$prefix/bin/passnet") ($("$prefix/bin/passnet" --version))"
