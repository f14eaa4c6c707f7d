"""Does a sample's device time per call depend on how many calls one graph holds (issue 31)?

Eager's call of each sample captured with K calls (alternating two input sets) for several K,
in rounds that visit the K values in turn, each figure the median of a round's replays timed
with CUDA events, per call. Two runs of device timing chose K 20 and 24 for one sample and read
21.6 and 18.7 us for its eager call; this says whether K or something else moves it.

    python bench/timing/calls_per_graph_probe.py SAMPLE... [--calls 16,20,24,32,64]
"""

from __future__ import annotations

import argparse
import statistics

import torch

from passnet.runtime.invocation import CapturedCall
from passnet.runtime.sample import build_inputs, load_model, run_model
from passnet.runtime.worker.device_timing import alternating_sets


def replay_ms(replay: CapturedCall, replays: int) -> float:
    times = []
    for _ in range(replays):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", nargs="+")
    parser.add_argument("--calls", default="16,20,24,32,64")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--replays", type=int, default=50)
    args = parser.parse_args()
    device = torch.device("cuda")
    ks = [int(k) for k in args.calls.split(",")]
    for sample in args.samples:
        model = load_model(sample, device=device).eval()
        sets = alternating_sets(build_inputs(sample, device=device))

        calls = [
            (lambda inputs=inputs, model=model: run_model(model, inputs, device=device))
            for inputs in sets
        ]
        with torch.no_grad():
            graphs = {k: CapturedCall(calls, device, "eager", k) for k in ks}
            figures: dict[int, list[float]] = {k: [] for k in ks}
            for _ in range(args.rounds):
                for k in ks:
                    figures[k].append(replay_ms(graphs[k], args.replays) / k * 1e3)
        cells = "  ".join(
            f"K={k}: {statistics.median(v):.2f} us [{min(v):.2f}-{max(v):.2f}]"
            for k, v in figures.items()
        )
        print(f"{sample.rstrip('/').rsplit('/', 1)[-1][:12]}  {cells}", flush=True)
        for graph in graphs.values():
            graph.release()


if __name__ == "__main__":
    main()
