"""Where run-to-run timing drift comes from: one GPU host, one call, every source isolated.

Each *child* process loads a fixed list of subgraph samples, compiles them with Inductor once,
and then times eager and inductor for every sample in a series of *sessions*, each session under
one condition (quiet, other processes loading the CPUs, another process loading the GPU, the
garbage collector off, the timer pinned to a core, a longer warm-up, longer measurements,
GraphNet's one-synchronised-call-per-trial method). The parent runs several children one after
the other, so that cross-process drift (what two runs of ``bench run`` see) and in-process
drift (two quiet sessions of one child) are both measured, and prints one table:

* per condition, the median and p95 over samples of |log(eager_ms / eager_ms of the first quiet
  session of the same child)| and the same for the speedup (eager / inductor);
* across children, the same figures between their first quiet sessions.

Usage (on the GPU host, PYTHONPATH holding python/)::

    python3 bench/timing/variance_study.py --samples LIST_OR_DIR [--every 30] [--children 3]
        [--out study.json]

It changes no device setting: clocks, power and compute mode are measured as they are.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

CONDITIONS = [
    "quiet",
    "cpu_load_everywhere",
    "cpu_load_off_timer_core",
    "cpu_load_on_sibling",
    "gpu_load",
    "quiet_again",
    "gc_off",
    "pinned",
    "warm_100ms",
    "measure_10ms",
    "pinned_gc_off_warm",
    "graphnet",
]


def _siblings(cpu: int) -> set[int]:
    path = Path(f"/sys/devices/system/cpu/cpu{cpu}/topology/thread_siblings_list")
    try:
        text = path.read_text().strip()
    except OSError:
        return {cpu}
    found: set[int] = set()
    for part in text.split(","):
        if "-" in part:
            low, high = part.split("-")
            found.update(range(int(low), int(high) + 1))
        elif part:
            found.add(int(part))
    return found or {cpu}


def _busy_loop() -> None:  # a compiling worker, roughly: pure-Python CPU work forever
    value = 0
    while True:
        for index in range(100_000):
            value ^= index * 31


def _gpu_loop() -> None:  # another worker's correctness runs: kernels in bursts
    import torch

    a = torch.randn(2048, 2048, device="cuda")
    while True:
        for _ in range(20):
            a = torch.tanh(a @ a) * 0.5
        torch.cuda.synchronize()
        time.sleep(0.002)


def _start_load(kind: str, cpus: set[int] | None, count: int) -> list[subprocess.Popen[bytes]]:
    code = f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); "
    code += f"import variance_study as v; v.{'_busy_loop' if kind == 'cpu' else '_gpu_loop'}()"
    processes = []
    for _ in range(count):
        process = subprocess.Popen([sys.executable, "-c", code])
        if cpus:
            os.sched_setaffinity(process.pid, cpus)
        processes.append(process)
    time.sleep(1.0 if kind == "cpu" else 6.0)  # torch import and CUDA context of the GPU load
    return processes


def _stop(processes: list[subprocess.Popen[bytes]]) -> None:
    for process in processes:
        process.kill()
    for process in processes:
        process.wait()


def _load_and_compile(sample: str, device: Any) -> tuple[Any, Any, dict[str, Any]] | None:
    """(eager model, torch.compile'd model, inputs) of a sample, both run once; None (said on
    stderr) for a sample that does not run."""
    import torch

    from passnet.runtime.sample import build_inputs, call_arguments, load_model, load_sample_meta

    try:
        meta = load_sample_meta(sample)
        model = load_model(sample, device=device)
        inputs = call_arguments(meta, build_inputs(meta, seed=123, device=device))
        compiled = torch.compile(model)
        compiled(**inputs)
        model(**inputs)
        torch.cuda.synchronize()
    except Exception as error:  # a sample that does not run is left out, loudly
        print(f"skip {sample}: {type(error).__name__}: {error}", file=sys.stderr)
        return None
    return model, compiled, inputs


def _child(samples: list[str], out: Path) -> None:
    import torch

    from passnet.runtime.worker.timing import Subject, Timer, TimingConfig, measure_interleaved

    device = torch.device("cuda")
    all_cpus = set(os.sched_getaffinity(0))
    timer_cpu = min(all_cpus)
    timer_core = _siblings(timer_cpu) & all_cpus
    subjects: list[tuple[str, Any, Any]] = []
    started = time.perf_counter()
    with torch.no_grad():
        for sample in samples:
            loaded = _load_and_compile(sample, device)
            if loaded is None:
                continue
            model, compiled, inputs = loaded
            subjects.append(
                (
                    sample,
                    (lambda m=model, i=inputs: m(**i)),
                    (lambda c=compiled, i=inputs: c(**i)),
                )
            )
    print(
        f"child {os.getpid()}: {len(subjects)} samples compiled in "
        f"{time.perf_counter() - started:.0f} s",
        file=sys.stderr,
    )
    timer = Timer(device)
    results: dict[str, dict[str, list[float]]] = {}
    for condition in CONDITIONS:
        config = TimingConfig(warmup=25, trials=100)
        load: list[subprocess.Popen[bytes]] = []
        pin: set[int] | None = None
        gc_off = False
        if condition == "cpu_load_everywhere":
            load = _start_load("cpu", None, len(all_cpus) - 2)
        elif condition == "cpu_load_off_timer_core":
            pin = {timer_cpu}
            load = _start_load("cpu", all_cpus - timer_core, len(all_cpus) - 2)
        elif condition == "cpu_load_on_sibling":
            pin = {timer_cpu}
            load = _start_load("cpu", all_cpus - {timer_cpu}, len(all_cpus) - 2)
        elif condition == "gpu_load":
            load = _start_load("gpu", None, 1)
        elif condition == "gc_off":
            gc_off = True
        elif condition == "pinned":
            pin = {timer_cpu}
        elif condition == "warm_100ms":
            config.warmup_seconds = 0.1
        elif condition == "measure_10ms":
            config.min_measure_seconds = 0.01
            config.trials = 30
        elif condition == "pinned_gc_off_warm":
            pin, gc_off = {timer_cpu}, True
            config.warmup_seconds = 0.1
        before = os.sched_getaffinity(0)
        if pin:
            os.sched_setaffinity(0, pin)
        try:
            for sample, eager, inductor in subjects:
                if gc_off:
                    gc.collect()
                    gc.disable()
                try:
                    if condition == "graphnet":
                        figures = [_graphnet_ms(eager), _graphnet_ms(inductor)]
                    else:
                        pair = [Subject("eager", eager), Subject("inductor", inductor)]
                        measure_interleaved(pair, config, timer)
                        figures = [statistics.median(s.e2e) for s in pair]
                finally:
                    gc.enable()
                results.setdefault(condition, {})[sample] = figures
        finally:
            os.sched_setaffinity(0, before)
            _stop(load)
        print(f"child {os.getpid()}: {condition} done", file=sys.stderr)
    out.write_text(json.dumps(results))


def _probe(samples: list[str], out: Path) -> None:
    """The time structure of drift: per-measurement e2e and event time of eager, with the SM
    clock read through NVML, after the GPU sat idle, for a few seconds; then the same after a
    50 ms burst of GPU work."""
    import pynvml
    import torch

    from passnet.runtime.sample import build_inputs, load_model, load_sample_meta
    from passnet.runtime.worker.timing import Timer, measure_once

    pynvml.nvmlInit()
    handle = pynvml.nvmlDeviceGetHandleByIndex(0)
    device = torch.device("cuda")
    timer = Timer(device)
    traces: dict[str, list[list[float]]] = {}
    burst = torch.randn(4096, 4096, device=device)
    with torch.no_grad():
        for sample in samples[:3]:
            meta = load_sample_meta(sample)
            model = load_model(sample, device=device)
            inputs = build_inputs(meta, seed=123, device=device)
            for _ in range(25):
                model(**inputs)
            for mode in ("after_idle", "after_burst"):
                torch.cuda.synchronize()
                time.sleep(3.0)
                if mode == "after_burst":
                    end = time.perf_counter() + 0.05
                    while time.perf_counter() < end:
                        burst = torch.tanh(burst @ burst) * 0.01
                        torch.cuda.synchronize()
                trace = []
                start = time.perf_counter()
                while time.perf_counter() - start < 3.0:
                    e2e, gpu = measure_once(lambda m=model, i=inputs: m(**i), timer, 40)
                    clock = pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM)
                    trace.append([time.perf_counter() - start, e2e * 1e3, (gpu or 0) * 1e3, clock])
                traces[f"{Path(sample).name[:8]}:{mode}"] = trace
    out.write_text(json.dumps(traces))
    for name, trace in traces.items():
        print(name)
        for row in trace[:: max(1, len(trace) // 24)]:
            print(
                f"  t {row[0]:5.2f} s  e2e {row[1]:7.1f} us  gpu {row[2]:7.1f} us  "
                f"sm {row[3]:.0f} MHz"
            )


def _trace(samples: list[str], out: Path, seconds: float, load: bool) -> None:
    """Per-round figures for choosing an estimator offline: for every sample, eager and inductor
    measured alternately (one ~1 ms measurement each per round) for ``seconds``; each round
    is [t, eager e2e, inductor e2e, eager event, inductor event] in us per call. With ``load``,
    the timer is pinned to one core and busy processes fill the others."""
    import torch

    from passnet.runtime.worker.timing import Timer, calibrate, measure_once

    device = torch.device("cuda")
    timer = Timer(device)
    cpus = set(os.sched_getaffinity(0))
    busy: list[subprocess.Popen[bytes]] = []
    if load:
        os.sched_setaffinity(0, {min(cpus)})
        busy = _start_load("cpu", cpus - {min(cpus)}, len(cpus) - 2)
    traces: dict[str, list[list[float]]] = {}
    try:
        with torch.no_grad():
            for sample in samples:
                loaded = _load_and_compile(sample, device)
                if loaded is None:
                    continue
                model, compiled, inputs = loaded
                calls = []
                for fn in (model, compiled):
                    for _ in range(25):
                        fn(**inputs)
                    calls.append(calibrate(lambda f=fn, i=inputs: f(**i), timer, 1e-3))
                rows = []
                start = time.perf_counter()
                while time.perf_counter() - start < seconds:
                    row = [time.perf_counter() - start]
                    figures = [
                        measure_once(lambda f=fn, i=inputs: f(**i), timer, n)
                        for fn, n in zip((model, compiled), calls, strict=True)
                    ]
                    row += [figures[0][0] * 1e3, figures[1][0] * 1e3]
                    row += [(figures[0][1] or 0) * 1e3, (figures[1][1] or 0) * 1e3]
                    rows.append(row)
                traces[sample] = rows
    finally:
        _stop(busy)
    out.write_text(json.dumps(traces))
    print(f"traced {len(traces)} samples into {out}", file=sys.stderr)


def _graphnet_ms(call: Any) -> float:
    """GraphNet's test_compiler method: 25 warm-up calls, then 100 trials of one call each,
    synchronised before and after; the median of the trials' wall times, in ms."""
    import torch

    for _ in range(25):
        call()
    torch.cuda.synchronize()
    times = []
    for _ in range(100):
        torch.cuda.synchronize()
        start = time.perf_counter()
        call()
        torch.cuda.synchronize()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def _drift(a: dict[str, list[float]], b: dict[str, list[float]]) -> dict[str, float]:
    eager, speedup = [], []
    for sample, (eager_a, inductor_a) in a.items():
        if sample not in b:
            continue
        eager_b, inductor_b = b[sample]
        eager.append(abs(math.log(eager_a / eager_b)))
        speedup.append(abs(math.log((eager_a / inductor_a) / (eager_b / inductor_b))))
    return {
        "n": len(eager),
        "eager_median": _pct(statistics.median(eager)),
        "eager_p95": _pct(_p95(eager)),
        "speedup_median": _pct(statistics.median(speedup)),
        "speedup_p95": _pct(_p95(speedup)),
        "speedup_max": _pct(max(speedup)),
    }


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def _pct(value: float) -> float:
    return round((math.exp(value) - 1) * 100, 2)


def _resolve(samples: str, every: int) -> list[str]:
    root = Path(samples)
    if root.is_dir():
        folders = sorted(str(p) for p in root.iterdir() if (p / "model.py").is_file())
    else:
        folders = [line.strip() for line in root.read_text().splitlines() if line.strip()]
    return folders[::every]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", required=True, help="a folder of samples or a list file")
    parser.add_argument("--every", type=int, default=30, help="take every Nth sample")
    parser.add_argument("--children", type=int, default=3, help="fresh processes to compare")
    parser.add_argument("--out", default="variance-study.json")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--probe", action="store_true", help="trace drift over time instead")
    parser.add_argument("--trace", type=float, help="per-round traces of SECONDS per sample")
    parser.add_argument("--load", action="store_true", help="with --trace: busy CPUs beside")
    args = parser.parse_args()
    samples = _resolve(args.samples, args.every)
    if args.trace:
        _trace(samples, Path(args.out), args.trace, args.load)
        return 0
    if args.probe:
        _probe(samples, Path(args.out))
        return 0
    if args.child:
        _child(samples, Path(args.child))
        return 0
    print(
        f"{len(samples)} samples; cpus {sorted(os.sched_getaffinity(0))}; "
        f"cpu0 siblings {sorted(_siblings(0))}"
    )
    children: list[dict[str, dict[str, list[float]]]] = []
    for index in range(args.children):
        path = Path(f"{args.out}.child{index}")
        subprocess.run(
            [
                sys.executable,
                __file__,
                "--samples",
                args.samples,
                "--every",
                str(args.every),
                "--child",
                str(path),
            ],
            check=True,
        )
        children.append(json.loads(path.read_text()))
    report: dict[str, Any] = {"samples": samples, "children": children, "conditions": {}}
    print(
        f"{'condition vs first quiet session of the same child':<36} "
        "n  eager med/p95 %   speedup med/p95/max %"
    )
    for condition in CONDITIONS[1:]:
        rows = [_drift(child["quiet"], child[condition]) for child in children]
        merged = {key: statistics.median(row[key] for row in rows) for key in rows[0]}
        report["conditions"][condition] = rows
        print(
            f"{condition:<36} {merged['n']:>3.0f}  {merged['eager_median']:6.2f} "
            f"{merged['eager_p95']:6.2f}   {merged['speedup_median']:6.2f} "
            f"{merged['speedup_p95']:6.2f} {merged['speedup_max']:6.2f}"
        )
    print("across children (fresh processes), per condition:")
    for condition in ["quiet", "quiet_again", "pinned", "pinned_gc_off_warm", "graphnet"]:
        rows = [
            _drift(children[i][condition], children[j][condition])
            for i in range(len(children))
            for j in range(i + 1, len(children))
        ]
        report.setdefault("across", {})[condition] = rows
        for row in rows:
            print(
                f"  {condition:<22} n {row['n']}  eager {row['eager_median']:.2f}/"
                f"{row['eager_p95']:.2f}%  speedup {row['speedup_median']:.2f}/"
                f"{row['speedup_p95']:.2f}/{row['speedup_max']:.2f}%"
            )
    Path(args.out).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
