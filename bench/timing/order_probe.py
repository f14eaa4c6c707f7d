"""Does a measurement's place in a round move it? Two copies of one sample compiled by Inductor
(`direct`), A and B, are timed with eager in rounds of three, first in the order eager, A, B and
then eager, B, A; with no effect of place, A's time over B's is 1 in both.

    python3 bench/timing/order_probe.py SAMPLE [--rounds 60] [--device cpu]

On the CPU here, squeezenet1_1 (one of the suite's parents): A/B 1.017 in the first order and
0.982 in the second, so the copy measured right after eager read about 1.7% slower. This is why
the batched timer swaps the places of the subjects after eager every other round
(`passnet.runtime.worker.timing._round_order`).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import torch

from passnet.runtime.invocation import compile_direct
from passnet.runtime.sample import build_inputs, load_model, load_sample_meta


def _seconds(call: Callable[[], object], device: torch.device) -> float:
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    start = time.perf_counter()
    call()
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sample", type=Path, help="a GraphNet sample folder")
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args()
    device = torch.device(args.device)
    with torch.no_grad():
        model = load_model(args.sample, device=device)
        inputs = build_inputs(load_sample_meta(args.sample), device=device, seed=0)
        copy_a = compile_direct(model, inputs)
        copy_b = compile_direct(load_model(args.sample, device=device), inputs)
        subjects: dict[str, Callable[[], object]] = {
            "eager": lambda: model(**inputs),
            "A": lambda: copy_a(**inputs),
            "B": lambda: copy_b(**inputs),
        }
        for call in subjects.values():
            for _ in range(5):
                call()
        for order in (("eager", "A", "B"), ("eager", "B", "A")):
            ratios = []
            for _ in range(args.rounds):
                times = {name: _seconds(subjects[name], device) for name in order}
                ratios.append(times["A"] / times["B"])
            print(f"order {', '.join(order)}: median A/B {statistics.median(ratios):.4f}")


if __name__ == "__main__":
    main()
