"""A subgraph's roofline (issue 32): the least time any implementation could take on a device,
from what the subgraph must move and compute: max(bytes / bandwidth, FLOPs / matmul peak).

Bytes are the inputs' (read once) plus the outputs' (written once); FLOPs are what torch's
``FlopCounterMode`` counts (matrix products, convolutions, attention), both from one run of the
subgraph on the ``meta`` device (shapes only, nothing computed; a subgraph meta tensors cannot
run, say one that reads a value on the host, runs on the CPU instead). This needs torch's op
semantics, hence Python; the engine reads the result (``bench report``).

The peak of a product is its inputs' dtype's, measured (``bench/timing/device_peaks.py``). For
float32 it is the faster of IEEE float32 and a third of TF32's, the rate of the three-product
TF32 split that keeps float32's accuracy (what passnet's synthesised passes use), so that no
correct kernel can beat the roofline.

    python -m passnet.runtime.roofline SUITE [--peaks PEAKS.json ...] [--only SUBSTR]

writes SUITE/roofline.json (``passnet-roofline/1``): per subgraph (by its path in the suite)
``bytes``, ``flops``, ``dtype`` (of its largest floating input), or ``error``; per device in the
peaks files its bandwidth and peaks; and per device and subgraph ``roofline_ms``. Suites hold
subgraphs of several splits; every subgraph a task manifest names is measured once.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import torch

__all__ = ["FORMAT", "measure_subgraph", "roofline_ms"]

FORMAT = "passnet-roofline/1"


def _bytes(value: Any) -> int:
    if isinstance(value, torch.Tensor):
        return value.numel() * value.element_size()
    if isinstance(value, (tuple, list)):
        return sum(_bytes(v) for v in value)
    if isinstance(value, dict):
        return sum(_bytes(v) for v in value.values())
    return 0


def _run(sample: Path, device: str) -> tuple[int, int, str]:
    from torch.utils.flop_counter import FlopCounterMode

    from passnet.runtime.sample import build_inputs, load_model

    model = load_model(sample, device=device)
    # Built on the CPU (GraphNet's replay reads values on the host), then moved: only shapes
    # and dtypes matter here.
    inputs = {
        name: t.to(device) if isinstance(t, torch.Tensor) else t
        for name, t in build_inputs(sample, device="cpu", fast=True).items()
    }
    counter = FlopCounterMode(display=False)
    with torch.no_grad(), counter:
        outputs = model(**inputs)
    floating = [t for t in inputs.values() if isinstance(t, torch.Tensor) and t.is_floating_point()]
    largest = max(floating, key=lambda t: t.numel(), default=None)
    dtype = str(largest.dtype).removeprefix("torch.") if largest is not None else "none"
    return _bytes(inputs) + _bytes(outputs), int(counter.get_total_flops()), dtype


def measure_subgraph(sample: Path) -> dict[str, Any]:
    """``{"bytes", "flops", "dtype"}`` of one subgraph folder, or ``{"error"}``."""
    errors = []
    for device in ("meta", "cpu"):
        try:
            moved, flops, dtype = _run(sample, device)
            return {"bytes": moved, "flops": flops, "dtype": dtype, "run_on": device}
        except Exception as error:  # the next device, then the error for the record
            errors.append(f"{device}: {type(error).__name__}: {error}"[:300])
    return {"error": "; ".join(errors)}


def product_peak(peaks: dict[str, float], dtype: str) -> float | None:
    """FLOPs per second of a product in ``dtype`` (see the module docs)."""
    if dtype == "float32":
        rates = [peaks.get("float32", 0.0), peaks.get("tf32", 0.0) / 3]
        return max(rates) or None
    return peaks.get(dtype)


def roofline_ms(entry: dict[str, Any], device: dict[str, Any]) -> float | None:
    if "bytes" not in entry:
        return None
    memory = entry["bytes"] / device["bandwidth_bytes_per_s"]
    peak = product_peak(device["matmul_flops_per_s"], entry["dtype"])
    compute = entry["flops"] / peak if entry["flops"] and peak else 0.0
    return 1e3 * max(memory, compute)


def _subgraph_paths(suite: Path) -> list[str]:
    paths: set[str] = set()
    for manifest in sorted((suite / "tasks").glob("*/*.json")):
        for entry in json.loads(manifest.read_text()).get("subgraphs", []):
            paths.add(entry["path"])
    return sorted(paths)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m passnet.runtime.roofline", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("suite", type=Path, help="a suite folder (tasks/*/*.json, subgraphs/)")
    parser.add_argument(
        "--peaks", type=Path, action="append", default=[], help="device_peaks.py output"
    )
    parser.add_argument("--only", default="", help="only subgraph paths containing this")
    parser.add_argument("-q", "--quiet", action="store_true")
    args = parser.parse_args(argv)
    out = args.suite / "roofline.json"
    paths = _subgraph_paths(args.suite)
    if not paths:
        print(f"roofline: {args.suite}/tasks holds no task manifest", file=sys.stderr)
        return 2
    document: dict[str, Any] = {"format": FORMAT, "devices": {}, "subgraphs": {}}
    if out.exists():
        previous = json.loads(out.read_text())
        if previous.get("format") == FORMAT:
            document = previous
    for peaks_path in args.peaks:
        peaks = json.loads(peaks_path.read_text())
        document["devices"][peaks["device"]] = {
            "bandwidth_bytes_per_s": peaks["bandwidth_bytes_per_s"],
            "matmul_flops_per_s": peaks["matmul_flops_per_s"],
            "torch": peaks.get("torch"),
            "method": peaks.get("method"),
        }
    subgraphs: dict[str, Any] = document["subgraphs"]
    todo = [p for p in paths if args.only in p and p not in subgraphs]
    for index, path in enumerate(todo, 1):
        subgraphs[path] = measure_subgraph(args.suite / path)
        if not args.quiet and (index % 100 == 0 or index == len(todo)):
            print(f"roofline: {index}/{len(todo)} subgraphs", file=sys.stderr)
    for device in document["devices"].values():
        device["roofline_ms"] = {
            path: ms
            for path, entry in sorted(subgraphs.items())
            if (ms := roofline_ms(entry, device))
        }
    out.write_text(json.dumps(document, indent=1, sort_keys=True) + "\n")
    failed = sum(1 for entry in subgraphs.values() if "error" in entry)
    print(f"roofline: {out} ({len(subgraphs)} subgraphs, {failed} failed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
