#!/usr/bin/env bash
# passnet's `--timing graphnet` against GraphNet's own harness on the same subgraphs, on a GPU
# host, in one call: GraphNet's graph_net_bench.torch.test_compiler (one process per subgraph,
# inductor, 25 warm-up calls, 100 trials), then `passnet bench run --timing graphnet --jobs 1`,
# then the per-subgraph ratio of the two inductor speedups.
#
#   bench/timing/graphnet_agreement.sh PASSNET_BIN GRAPHNET_DIR OUT_DIR
#
# GRAPHNET_DIR holds GraphNet's graph_net and graph_net_bench packages (a checkout of
# PaddlePaddle/GraphNet). Environment: EVERY [50] (every N-th subgraph folder of the suite),
# GRAPHNET_SECONDS [360] (GraphNet's half stops starting subgraphs after this; passnet's half then
# runs the subgraphs GraphNet got to, so one call of a lent machine holds both), REUSE [0] (1:
# keep OUT_DIR's graphnet.log and reached.txt from an earlier call and run passnet's half only).
set -uo pipefail
passnet="$1" graphnet="$2" out="$3"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
mkdir -p "$out"
list="$out/samples.txt"
ls -d "$repo"/suites/passbench-h100/subgraphs/*/ | sed 's|/$||' | awk -v n="${EVERY:-50}" 'NR % n == 1' >"$list"
echo "$(wc -l <"$list") subgraphs" | tee "$out/summary.txt"
started=$(date +%s)
if [ "${REUSE:-0}" = 1 ] && [ -s "$out/graphnet.log" ] && [ -s "$out/reached.txt" ]; then
  echo "GraphNet's half from an earlier call: $(wc -l <"$out/reached.txt") subgraphs" | tee -a "$out/summary.txt"
else
  : >"$out/reached.txt" && : >"$out/graphnet.log"
  while read -r sample; do
    [ $(( $(date +%s) - started )) -ge "${GRAPHNET_SECONDS:-360}" ] && break
    echo "$sample" >>"$out/reached.txt"
    (cd "$graphnet" && timeout 120 python3 -m graph_net_bench.torch.test_compiler \
      --model-path "$sample" --compiler inductor --device cuda --warmup 25 --trials 100) \
      >>"$out/graphnet.log" 2>&1
  done <"$list"
fi
echo "GraphNet's harness: $(( $(date +%s) - started )) s" | tee -a "$out/summary.txt"
started=$(date +%s)
PYTHONPATH="$repo/python" "$passnet" bench run --samples "$out/reached.txt" --backends eager,inductor \
  --device cuda --jobs 1 --timing graphnet --no-floor --out /tmp/agreement/passnet -q \
  >"$out/passnet.log" 2>&1
tail -n 4 "$out/passnet.log" | tee -a "$out/summary.txt"
echo "passnet --timing graphnet: $(( $(date +%s) - started )) s" | tee -a "$out/summary.txt"
python3 - "$out/graphnet.log" /tmp/agreement/passnet/run.db <<'PY' | tee -a "$out/summary.txt"
import math, re, sqlite3, statistics, sys
graphnet, current = {}, None
for line in open(sys.argv[1], errors="replace"):
    if "[Processing]" in line:
        current = line.split("[Processing]", 1)[1].strip()
    elif "[Speedup][e2e]:" in line and current:
        graphnet[current] = float(line.rsplit(":", 1)[1])
passnet = dict(sqlite3.connect(sys.argv[2]).execute(
    "SELECT sample, speedup_e2e FROM results WHERE backend='inductor' AND status='ok'"))
both = sorted(set(graphnet) & set(passnet))
ratios = [abs(math.log(passnet[s] / graphnet[s])) for s in both]
print(f"GraphNet timed {len(graphnet)}, passnet timed {len(passnet)}, both {len(both)}")
for s in both:
    print(f"  {s.rsplit('/', 1)[-1][:12]}  GraphNet {graphnet[s]:.3f}x  passnet {passnet[s]:.3f}x")
if ratios:
    ordered = sorted(ratios)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    pct = lambda v: (math.exp(v) - 1) * 100
    print(f"|log(passnet/GraphNet)|: median {pct(statistics.median(ratios)):.1f}%, "
          f"p95 {pct(p95):.1f}%, max {pct(max(ratios)):.1f}%")
PY
