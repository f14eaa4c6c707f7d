#!/usr/bin/env bash
# Fusible mining, both methods on the same samples in one call (issue 16, item 1): the
# per-prefix method (compile every prefix of each window) and the groups method (compile each
# window once, read Inductor's kernel groups). Annotation is done once first and shared; each
# method then runs from a copy of that DB, with an empty kernel-count cache, time-boxed to
# METHOD_SECONDS; the figure is distinct fusible subgraphs per GPU-minute of mining, and the
# ranges of both are compared where both analysed the same sample.
#
#   bench/mining/methods_device.sh PASSNET_BIN SAMPLES_TGZ OUT_DIR
#
# SAMPLES_TGZ  a .tgz of a folder samples/ (GraphNet sample folders)
# Environment: COMPILE_WORKERS [14], METHOD_SECONDS [200], WINDOW [12] (WINDOW_prefix and
# WINDOW_groups override it per method), DEVICE [cuda], METHODS ["prefix groups"]: a method
# named groups@N runs the groups method with --fusible-chunk N. The first is the reference.
set -uo pipefail
passnet="$1" samples_tgz="$2" out="$3"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
work=/tmp/methods
rm -rf "$work" && mkdir -p "$work" "$out"
tar xzf "$samples_tgz" -C "$work"
bash "$here/../passbench/environment.sh" | tee "$out/summary.txt"
"$passnet" dataset index "$work/samples" --db "$work/base.db" -q | tail -n 2 | tee -a "$out/summary.txt"
started=$SECONDS
"$passnet" graph annotate "$work/samples" --db "$work/base.db" --device "${DEVICE:-cuda}" \
  --replay fast --jobs 8 > "$work/annotate.log" 2>&1
echo "annotated in $((SECONDS - started)) s: $(tail -n 1 "$work/annotate.log")" | tee -a "$out/summary.txt"
for run in ${METHODS:-prefix groups}; do
  method="${run%@*}"
  chunk=0
  [ "$run" != "$method" ] && chunk="${run#*@}"
  cp "$work/base.db" "$work/$run.db"
  window_var="WINDOW_$method"
  window="${!window_var:-${WINDOW:-12}}"
  started=$SECONDS
  timeout -s INT -k 60 "${METHOD_SECONDS:-200}" "$passnet" extract fusible --db "$work/$run.db" \
    --out "$work/out-$run" --device "${DEVICE:-cuda}" --compile-workers "${COMPILE_WORKERS:-14}" \
    --window "$window" --fusible-method "$method" --fusible-chunk "$chunk" --no-annotate --json \
    -q > "$out/$run.json" 2> "$work/$run.log"
  echo "$run (window $window): $((SECONDS - started)) s" | tee -a "$out/summary.txt"
done
python3 "$here/compare_methods.py" "$work" ${METHODS:-prefix groups} --summaries "$out" \
  | tee -a "$out/summary.txt"
# Which method's ranges compile to one kernel on their own (SINGLE_KERNEL_CHECK=0 skips it).
if [ "${SINGLE_KERNEL_CHECK:-1}" != 0 ]; then
  timeout -k 30 "${CHECK_SECONDS:-240}" python3 "$here/single_kernel_check.py" "$work" \
    ${METHODS:-prefix groups} --device "${DEVICE:-cuda}" --jobs "${COMPILE_WORKERS:-14}" \
    2> "$work/check.log" | tee -a "$out/summary.txt"
fi
