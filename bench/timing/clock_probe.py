"""What moves a replayed graph's device time between processes (issue 31): the SM clock, or
other work on the GPU and the host?

Two graphs are timed behind holds (passnet's device timing) in rounds, for a few seconds under
each condition: ``tiny`` (K launches of a one-kernel call on a [1, 384] tensor, about a
microsecond each: launch-latency bound) and ``stream`` (K calls of an 8 MB elementwise op:
bandwidth bound). Each round also reads the SM clock two ways: NVML's current clock, and the
hold's own cycles over its event time. Conditions (other processes started by ``--load``):

    alone       nothing else
    gpu-busy    another process running large matmuls back to back
    gpu-small   another process launching small kernels with a synchronisation after each
                (as other timing workers do)
    cpu-busy    CPU-bound processes on every core but one (as compiling workers do)

    python3 bench/timing/clock_probe.py [--seconds 4] [--calls 128] [--conditions alone,...]

Prints, per condition: median per-call time of each graph, their spread over rounds, and the
median clocks.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

import torch

from passnet.runtime.worker.device_clock import CudaEvents, Hold, held_measurement


def _nvml_clock() -> Callable[[], float | None]:
    try:
        import pynvml

        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(torch.cuda.current_device())
        return lambda: float(pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM))
    except Exception:
        return lambda: None


def _graph(call: Callable[[], Any], calls: int) -> torch.cuda.CUDAGraph:
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(3):
            call()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(calls):
            call()
    return graph


def _load(kind: str, stop: Any) -> None:
    if kind == "cpu-busy":
        while not stop.is_set():
            sum(i * i for i in range(10_000))
        return
    device = torch.device("cuda")
    if kind == "gpu-busy":
        a = torch.randn(8192, 8192, device=device, dtype=torch.float16)
        while not stop.is_set():
            for _ in range(10):
                a @ a
            torch.cuda.synchronize()
    elif kind == "gpu-small":
        x = torch.randn(4096, device=device)
        while not stop.is_set():
            x.mul_(1.0001)
            torch.cuda.synchronize()
            time.sleep(0.0005)


def _condition(
    name: str, seconds: float, graphs: dict[str, tuple[Any, int]], window: float = 0.0
) -> dict[str, Any]:
    clock = CudaEvents(torch.device("cuda"))
    nvml = _nvml_clock()
    hold = Hold()
    figures: dict[str, list[float]] = {key: [] for key in graphs}
    hold_clocks: list[float] = []
    nvml_clocks: list[float] = []
    rate = clock._rate()
    started = time.perf_counter()
    stamps: list[float] = []
    while time.perf_counter() - started < seconds:
        stamps.append(time.perf_counter() - started)
        for key, (graph, calls) in graphs.items():
            _, device_ms = held_measurement(
                graph.replay, 1, clock, hold, time.perf_counter, torch.cuda.synchronize
            )
            figures[key].append(device_ms * 1e3 / calls)
        torch.cuda.synchronize()
        before = clock.mark()
        cycles = int(0.2 * rate)
        torch.cuda._sleep(cycles)
        after = clock.mark()
        torch.cuda.synchronize()
        hold_clocks.append(cycles / clock.elapsed_ms(before, after) / 1e3)
        reading = nvml()
        if reading is not None:
            nvml_clocks.append(reading)
    row: dict[str, Any] = {"condition": name, "rounds": len(hold_clocks)}
    for key, values in figures.items():
        median = statistics.median(values)
        quartiles = statistics.quantiles(values, n=4)
        row[key] = f"{median:.3f} us (IQR {100 * (quartiles[2] - quartiles[0]) / median:.1f}%)"
    row["clock_by_hold_mhz"] = round(statistics.median(hold_clocks))
    row["clock_nvml_mhz"] = round(statistics.median(nvml_clocks)) if nvml_clocks else None
    row["retried"] = hold.retried
    if window > 0:
        # The median of each window of ``window`` seconds: does a figure move within a process?
        row["windows"] = {
            key: [
                round(statistics.median(chunk), 3)
                for start in range(int(seconds / window))
                if (
                    chunk := [
                        v
                        for v, t in zip(values, stamps, strict=False)
                        if start * window <= t < (start + 1) * window
                    ]
                )
            ]
            for key, values in figures.items()
        }
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--calls", type=int, default=128)
    parser.add_argument(
        "--conditions",
        default="alone,gpu-busy,gpu-small,cpu-busy,alone",
        help="comma-separated, in order (default: every one, then alone again)",
    )
    parser.add_argument(
        "--window", type=float, default=0.0, help="also print medians per window of seconds"
    )
    args = parser.parse_args()
    device = torch.device("cuda")
    small = torch.randn(1, 384, device=device)
    big = torch.randn(2 * 1024 * 1024, device=device)
    out_small = torch.empty_like(small)
    out_big = torch.empty_like(big)
    graphs = {
        "tiny": (_graph(lambda: torch.add(small, 1.0, out=out_small), args.calls), args.calls),
        "stream": (_graph(lambda: torch.mul(big, 2.0, out=out_big), 16), 16),
    }
    context = multiprocessing.get_context("spawn")
    for name in args.conditions.split(","):
        stop = context.Event()
        workers = []
        if name != "alone":
            count = max((os.cpu_count() or 2) - 1, 1) if name == "cpu-busy" else 1
            workers = [context.Process(target=_load, args=(name, stop)) for _ in range(count)]
            for worker in workers:
                worker.start()
            time.sleep(1.5)
        print(_condition(name, args.seconds, graphs, args.window), flush=True)
        stop.set()
        for worker in workers:
            worker.join(10)
        time.sleep(1.0)


if __name__ == "__main__":
    main()
