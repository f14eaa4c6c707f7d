#!/usr/bin/env bash
# End-to-end benchmark of `passnet dataset index` on the GraphNet corpus. See bench/README.md.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: bench/index_corpus.sh [options]

End-to-end benchmark of `passnet dataset index` on the GraphNet corpus.

  dir mode      unpacks the corpus archive into a cache folder (once), then indexes the folder
                from a cold (new) database under /usr/bin/time -v, and again on the warm
                database (incremental no-op run). Baseline: cat-ing every sample file to
                /dev/null (raw read throughput, page cache warm).
  archive mode  indexes the .tar.zst archive directly (no unpack), cold then warm DB.
                Baseline: `zstd -dc ARCHIVE | tar -xO > /dev/null` (decompress + untar).

Figures printed per mode: samples, parsed share, wall seconds, samples/s, MB/s (bytes of
sample files, uncompressed, / wall), peak RSS MB, CPU seconds, the baseline and the ratio
index wall / baseline wall, the warm re-run time, and the verdict against the targets
(cold index < 20 s wall and < 1.5 GB peak RSS on 2 cores; goal 5 s).

Options:
  --bin PATH       passnet binary            (env PASSNET_BIN; default build/passnet)
  --archive PATH   corpus archive            (env PASSNET_GRAPHNET_ARCHIVE;
                                              default ../shared/data/graphnet/graphnet-torch-dev.tar.zst,
                                              relative to the repository root)
  --cache DIR      where the archive is unpacked (env PASSNET_GRAPHNET_CACHE;
                                              default /tmp/passnet-graphnet); the samples end
                                              up in DIR/samples
  --mode MODE      dir, archive or both      (default both)
  --jobs N         passed to passnet as -j N (env PASSNET_INDEX_JOBS; default: passnet's own,
                                              one thread per core)
  -h, --help       this text

Relative paths given to --bin/--archive/--cache are taken from the current directory; the
defaults are relative to the repository root. Exit status: 0 when the runs completed (targets
missed are reported, not fatal), 2 on a usage error or a missing passnet binary / archive /
tool, 1 when an index run fails.
EOF
}

die() {
  echo "index_corpus.sh: $*" >&2
  exit 2
}

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

bin="${PASSNET_BIN:-}"
archive="${PASSNET_GRAPHNET_ARCHIVE:-}"
cache="${PASSNET_GRAPHNET_CACHE:-/tmp/passnet-graphnet}"
mode="both"
jobs="${PASSNET_INDEX_JOBS:-}"

while (($# > 0)); do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --bin) bin="${2:?--bin needs a path}"; shift 2 ;;
    --archive) archive="${2:?--archive needs a path}"; shift 2 ;;
    --cache) cache="${2:?--cache needs a folder}"; shift 2 ;;
    --mode) mode="${2:?--mode needs dir, archive or both}"; shift 2 ;;
    --jobs) jobs="${2:?--jobs needs a number}"; shift 2 ;;
    *) usage >&2; die "unknown argument '$1'" ;;
  esac
done

case "$mode" in dir | archive | both) ;; *) die "--mode must be dir, archive or both" ;; esac
[[ -z "$jobs" || "$jobs" =~ ^[0-9]+$ ]] || die "--jobs must be a number"
[[ -n "$bin" ]] || bin="$repo_root/build/passnet"
[[ -n "$archive" ]] || archive="$repo_root/../shared/data/graphnet/graphnet-torch-dev.tar.zst"

if [[ ! -x "$bin" || -d "$bin" ]]; then
  die "passnet binary not found or not executable: $bin
  build it:  cmake -S $repo_root -B $repo_root/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DPASSNET_BUILD_TESTS=OFF && ninja -C $repo_root/build passnet
  or point PASSNET_BIN / --bin at it"
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
[[ -f "$archive" ]] || die "corpus archive not found: $archive (set PASSNET_GRAPHNET_ARCHIVE or --archive)"
if ! /usr/bin/time -v true >/dev/null 2>&1; then
  die "/usr/bin/time (GNU time, for -v and peak RSS) is missing: apt-get install time"
fi
for tool in zstd tar find xargs awk; do
  command -v "$tool" >/dev/null || die "'$tool' is missing (zstd: apt-get install zstd)"
done

work="$(mktemp -d "${TMPDIR:-/tmp}/passnet-index-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

now_ns() { date +%s%N; }
# seconds between two now_ns stamps, 3 decimals
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e9 }'; }
div() { awk -v a="$1" -v b="$2" -v f="${3:-%.1f}" 'BEGIN { if (b > 0) printf f, a / b; else print "n/a" }'; }
json_int() { sed -n "s/.*\"$2\": *\([0-9][0-9]*\).*/\1/p" "$1" | head -n 1; }
# a field of /usr/bin/time -v output
time_field() { sed -n "s/^[[:space:]]*$2: *//p" "$1" | head -n 1; }

# Runs passnet dataset index TARGET --db DB under /usr/bin/time -v; sets run_wall, run_rss_mb,
# run_cpu and leaves the --json summary in $work/$tag.json.
run_index() {
  local tag="$1" target="$2" db="$3"
  local -a cmd=("$bin" dataset index "$target" --db "$db" --json -q)
  [[ -n "$jobs" ]] && cmd+=(-j "$jobs")
  local start end status=0
  start="$(now_ns)"
  /usr/bin/time -v -o "$work/$tag.time" "${cmd[@]}" >"$work/$tag.json" 2>"$work/$tag.err" || status=$?
  end="$(now_ns)"
  if ((status != 0)); then
    echo "index_corpus.sh: '${cmd[*]}' failed with status $status:" >&2
    cat "$work/$tag.err" "$work/$tag.json" >&2
    exit 1
  fi
  run_wall="$(elapsed "$start" "$end")"
  local rss_kb user sys
  rss_kb="$(time_field "$work/$tag.time" 'Maximum resident set size (kbytes)')"
  user="$(time_field "$work/$tag.time" 'User time (seconds)')"
  sys="$(time_field "$work/$tag.time" 'System time (seconds)')"
  run_rss_mb="$(div "$rss_kb" 1024)"
  run_cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')"
}

verdict() {
  local wall="$1" rss_mb="$2"
  awk -v w="$wall" -v r="$rss_mb" 'BEGIN {
    printf "  target             wall < 20 s: %s, peak RSS < 1536 MB: %s, goal wall < 5 s: %s\n",
      (w < 20 ? "PASS" : "FAIL"), (r < 1536 ? "PASS" : "FAIL"), (w < 5 ? "met" : "not met") }'
}

report() {
  local title="$1" json="$2" bytes="$3" base_label="$4" base_wall="$5" warm_wall="$6" warm_json="$7"
  local samples parsed failed mb
  samples="$(json_int "$json" samples)"
  parsed="$(json_int "$json" parsed)"
  failed="$(json_int "$json" failed)"
  mb="$(div "$bytes" 1000000)"
  echo "== $title"
  printf '  %-18s %s\n' "samples" "$samples"
  printf '  %-18s %s (%s%%), failed %s\n' "parsed" "$parsed" "$(div "$((parsed * 100))" "$samples")" "$failed"
  printf '  %-18s %s MB in sample files\n' "corpus" "$mb"
  printf '  %-18s %s s\n' "wall" "$cold_wall"
  printf '  %-18s %s\n' "samples/s" "$(div "$samples" "$cold_wall")"
  printf '  %-18s %s\n' "MB/s" "$(div "$mb" "$cold_wall")"
  printf '  %-18s %s MB\n' "peak RSS" "$cold_rss"
  printf '  %-18s %s s (user+sys; %s cores)\n' "CPU" "$cold_cpu" "$(nproc)"
  printf '  %-18s %s s = %s MB/s (%s)\n' "baseline" "$base_wall" "$(div "$mb" "$base_wall")" "$base_label"
  printf '  %-18s %sx the baseline\n' "index / baseline" "$(div "$cold_wall" "$base_wall" %.2f)"
  printf '  %-18s %s s (indexed %s, unchanged %s), peak RSS %s MB\n' "warm re-run" "$warm_wall" \
    "$(json_int "$warm_json" indexed)" "$(json_int "$warm_json" unchanged)" "$warm_rss"
  verdict "$cold_wall" "$cold_rss"
}

echo "passnet:  $bin"
echo "archive:  $archive ($(div "$(stat -c %s "$archive")" 1000000) MB compressed)"
echo "host:     $(nproc) cores, $(awk '/MemTotal/ { printf "%.1f GB", $2 / 1048576 }' /proc/meminfo)${jobs:+, passnet -j $jobs}"

if [[ "$mode" == dir || "$mode" == both ]]; then
  samples_dir="$cache/samples"
  stamp="$(stat -c '%s %Y' "$archive") $(basename "$archive")"
  if [[ -d "$samples_dir" && -f "$cache/.unpacked-from" && "$(cat "$cache/.unpacked-from")" == "$stamp" ]]; then
    echo "cache:    $samples_dir (already unpacked)"
  else
    echo "cache:    unpacking into $cache ..."
    mkdir -p "$cache"
    rm -rf "$cache/samples" "$cache/.unpacking"
    mkdir "$cache/.unpacking"
    start="$(now_ns)"
    zstd -dc "$archive" | tar -x -C "$cache/.unpacking"
    end="$(now_ns)"
    [[ -d "$cache/.unpacking/samples" ]] || die "the archive has no top-level samples/ folder"
    mv "$cache/.unpacking/samples" "$samples_dir"
    rmdir "$cache/.unpacking"
    echo "$stamp" >"$cache/.unpacked-from"
    echo "cache:    unpacked in $(elapsed "$start" "$end") s"
  fi
  bytes="$(find "$samples_dir" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')"
  # Baseline: read every file once untimed (page cache warm, as it is for the index run), then
  # time a second pass.
  find "$samples_dir" -type f -print0 | xargs -0 cat >/dev/null
  start="$(now_ns)"
  find "$samples_dir" -type f -print0 | xargs -0 cat >/dev/null
  end="$(now_ns)"
  base_wall="$(elapsed "$start" "$end")"

  run_index dir-cold "$samples_dir" "$work/dir.db"
  cold_wall="$run_wall" cold_rss="$run_rss_mb" cold_cpu="$run_cpu"
  run_index dir-warm "$samples_dir" "$work/dir.db"
  warm_rss="$run_rss_mb"
  report "dir mode: $samples_dir" "$work/dir-cold.json" "$bytes" \
    "cat of all files to /dev/null, warm cache" "$base_wall" "$run_wall" "$work/dir-warm.json"
fi

if [[ "$mode" == archive || "$mode" == both ]]; then
  # Uncompressed bytes of the sample files in the archive (regular members only).
  bytes="$(zstd -dc "$archive" | tar -tv | awk '$1 ~ /^-/ { s += $3 } END { print s + 0 }')"
  start="$(now_ns)"
  zstd -dc "$archive" | tar -xO >/dev/null
  end="$(now_ns)"
  base_wall="$(elapsed "$start" "$end")"

  run_index archive-cold "$archive" "$work/archive.db"
  cold_wall="$run_wall" cold_rss="$run_rss_mb" cold_cpu="$run_cpu"
  run_index archive-warm "$archive" "$work/archive.db"
  warm_rss="$run_rss_mb"
  report "archive mode: $archive" "$work/archive-cold.json" "$bytes" \
    "zstd -dc | tar -xO to /dev/null" "$base_wall" "$run_wall" "$work/archive-warm.json"
fi
