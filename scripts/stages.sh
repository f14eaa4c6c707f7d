# Stage timing shared by scripts/test.sh and .ci/run (sourced, not run): each stage's wall
# seconds and exit status go to $PASSNET_STAGE_TIMES, a file of "name seconds status" lines, so
# that the caller that started the file can print every stage of the run at its end, its own and
# those of the scripts it called.
#   stage NAME COMMAND...   runs COMMAND, records it, returns its status
#   stage_table             the recorded stages and their total, one line each

stage() {
  local name=$1
  shift
  local start=${EPOCHREALTIME/./} status=0
  "$@" || status=$?
  local micros=$((${EPOCHREALTIME/./} - start))
  if [ -n "${PASSNET_STAGE_TIMES:-}" ]; then
    printf '%s %d.%d %d\n' "$name" $((micros / 1000000)) $((micros % 1000000 / 100000)) \
      "$status" >>"$PASSNET_STAGE_TIMES"
  fi
  return "$status"
}

stage_table() {
  [ -s "${PASSNET_STAGE_TIMES:-}" ] || return 0
  awk '
    BEGIN { printf "\n%-10s %9s  %s\n", "stage", "seconds", "status" }
    { printf "%-10s %9.1f  %s\n", $1, $2, ($3 == 0 ? "ok" : "exit " $3); total += $2 }
    END { printf "%-10s %9.1f\n", "total", total }
  ' "$PASSNET_STAGE_TIMES"
}
