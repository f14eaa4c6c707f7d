#!/usr/bin/env python3
"""The GPU's measured limits, for the roofline (issue 32): memory bandwidth (a large copy, bytes
read plus written) and matrix-multiply throughput per dtype (float32 on CUDA cores, TF32,
bfloat16, float16), each the best of several timings with CUDA events. A roofline time of a
subgraph is then max(bytes / bandwidth, FLOPs / peak of its dtype) (``passnet.runtime.roofline``).

    bench/timing/device_peaks.py [--out PEAKS.json]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path


def best_ms(work: Callable[[], object], repeats: int = 10) -> float:
    import torch

    for _ in range(3):
        work()
    torch.cuda.synchronize()
    best = float("inf")
    for _ in range(repeats):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        work()
        end.record()
        end.synchronize()
        best = min(best, start.elapsed_time(end))
    return best


def copy_bandwidth(device: object) -> float:
    """Bytes per second read plus written by a copy of 1 GiB."""
    import torch

    source = torch.ones(1 << 28, dtype=torch.float32, device=device)
    target = torch.empty_like(source)
    copy_ms = best_ms(lambda: target.copy_(source))
    return 2 * source.numel() * source.element_size() / (copy_ms * 1e-3)


def measure() -> dict[str, object]:
    import torch

    device = torch.device("cuda")
    bandwidth = copy_bandwidth(device)
    peaks: dict[str, float] = {}
    n = 8192
    for name, dtype, tf32 in (
        ("float32", torch.float32, False),
        ("tf32", torch.float32, True),
        ("bfloat16", torch.bfloat16, False),
        ("float16", torch.float16, False),
    ):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        a = torch.randn(n, n, dtype=dtype, device=device)
        b = torch.randn(n, n, dtype=dtype, device=device)
        ms = best_ms(lambda a=a, b=b: torch.mm(a, b), repeats=5)
        peaks[name] = 2 * n**3 / (ms * 1e-3)
    torch.backends.cuda.matmul.allow_tf32 = False
    return {
        "format": "passnet-device-peaks/1",
        "device": torch.cuda.get_device_name(device),
        "torch": torch.__version__,
        "bandwidth_bytes_per_s": bandwidth,
        "matmul_flops_per_s": peaks,
        "method": "copy of 1 GiB (read + write); 8192^3 torch.mm; best of 10 and 5 timings",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="write the JSON here (default: stdout)")
    args = parser.parse_args()
    peaks = measure()
    text = json.dumps(peaks, indent=1) + "\n"
    if args.out:
        args.out.write_text(text)
        flops = peaks["matmul_flops_per_s"]
        bandwidth = peaks["bandwidth_bytes_per_s"]
        assert isinstance(flops, dict) and isinstance(bandwidth, float)
        print(
            f"{peaks['device']}: bandwidth {bandwidth / 1e12:.2f} TB/s; "
            + ", ".join(f"{k} {v / 1e12:.0f} TFLOP/s" for k, v in flops.items())
        )
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
