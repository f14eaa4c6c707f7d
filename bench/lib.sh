#!/usr/bin/env bash
# Helpers the device scripts share (sourced, not run): unpacking the corpus archive, and running
# a time-boxed step that leaves its output, its log and one summary line behind. A machine lent
# for minutes at a time ends a call at its deadline, so long steps stop with SIGINT, which every
# passnet command takes as "stop, keep what is recorded".

# unpack_corpus ARCHIVE DEST: the GraphNet samples of ARCHIVE (.tar.zst, .tar.xz or .tar.gz with
# a top folder samples/) into DEST, unless DEST/samples exists (a machine still warm from an
# earlier call). Python's tarfile, since the GPU hosts lack a zstd command but not python3.
unpack_corpus() {
  local archive="$1" dest="$2"
  [ -d "$dest/samples" ] && return 0
  mkdir -p "$dest"
  case "$archive" in
    *.zst) zstd -dc "$archive" | tar x -C "$dest" ;;
    *) python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' \
      "$archive" "$dest" ;;
  esac
}

# step NAME SECONDS COMMAND...: runs COMMAND with stdout in $STEP_DIR/NAME.out and stderr in
# $STEP_DIR/NAME.log, interrupted after SECONDS ("-": no limit; 5 or fewer: skipped, since a
# deadline computed from the time left has passed), and appends one line with its exit status,
# duration and last log line to $STEP_DIR/steps.txt (printed too). Returns COMMAND's status.
step() {
  local name="$1" seconds="$2"
  shift 2
  local dir="${STEP_DIR:?step: set STEP_DIR}" t0 status
  mkdir -p "$dir"
  if [ "$seconds" != - ] && [ "$seconds" -le 5 ]; then
    echo "$name: skipped, no time left" | tee -a "$dir/steps.txt"
    return 124
  fi
  t0=$(date +%s%N)
  if [ "$seconds" = - ]; then
    "$@" >"$dir/$name.out" 2>"$dir/$name.log"
  else
    timeout -s INT -k 30 "$seconds" "$@" >"$dir/$name.out" 2>"$dir/$name.log"
  fi
  status=$?
  local ms=$((($(date +%s%N) - t0) / 1000000))
  printf '%-12s exit %3d  %5d.%01d s  %s\n' "$name" "$status" $((ms / 1000)) \
    $((ms % 1000 / 100)) "$(tail -n 1 "$dir/$name.log")" | tee -a "$dir/steps.txt"
  return $status
}

# unpack_engine BIN WORK: the passnet binary to run. One carried xz-compressed (bench/carries.sh
# synth: the binary and the tracked tree together pass a lent machine's 64 MiB) is unpacked into
# WORK/passnet; any other path is printed as it is.
unpack_engine() {
  local bin="$1" work="$2"
  if [[ "$bin" == *.xz ]]; then
    mkdir -p "$work"
    xz -dc "$bin" >"$work/passnet" && chmod +x "$work/passnet" && bin="$work/passnet"
  fi
  echo "$bin"
}

# device_start PASSNET_BIN OUT_DIR WORK: what every device script does first. python/ goes on
# PYTHONPATH, steps log into OUT_DIR, OUT_DIR and WORK are made, and $passnet is set to the engine
# to run (unpacked into WORK when carried xz-compressed). A carried engine lives outside the
# repository, where it cannot find the agent's prompts itself: PASSNET_PROMPTS points at them.
# Needs $repo.
device_start() {
  export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
  export STEP_DIR="$2"
  export PASSNET_PROMPTS="${PASSNET_PROMPTS:-$repo/prompts/agent/v1}"
  mkdir -p "$2" "$3"
  passnet="$(unpack_engine "$1" "$3")"
}

# unpack_set SET WORK: the pass set folder to use. A .tgz of one folder is unpacked under WORK,
# replacing an earlier copy; any other path is printed as it is.
unpack_set() {
  local set="$1" work="$2" name
  if [[ "$set" == *.tgz ]]; then
    name="$(tar tzf "$set" | head -n 1 | cut -d/ -f1)"
    mkdir -p "$work"
    rm -rf "${work:?}/$name" && tar xzf "$set" -C "$work" && set="$work/$name"
  fi
  echo "$set"
}

# run_jobs RUN_DIR: how many jobs RUN_DIR/run.db holds (python3: the GPU hosts have no sqlite3
# command).
run_jobs() {
  python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from jobs").fetchone()[0])' \
    "$1/run.db" 2>/dev/null || echo 0
}
