"""How many mined fusible subgraphs compile to exactly one kernel when compiled on their own (as
curation counts them): the check between the two fusible-mining methods (docs/prefix-analysis.md).

For each method's output folder (``WORK/out-METHOD/fusible``, as methods_device.sh leaves it),
every subgraph is compiled with Inductor in a pool of processes and its kernels counted
(launched kernels on CUDA, generated ones on the CPU).

    python bench/mining/single_kernel_check.py WORK_DIR prefix groups [--device cuda] [--jobs 14]
"""

from __future__ import annotations

import argparse
import collections
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path


def _count(task: tuple[str, str]) -> int | None:
    import torch

    from passnet.runtime.worker.kernel_count import count_kernels

    folder, device = task
    reply = count_kernels(Path(folder), torch.device(device))
    if reply["status"] != "ok":
        return None
    launched = reply.get("launched")
    return int(launched if launched is not None else reply["generated"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("work", type=Path)
    parser.add_argument("methods", nargs="+")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    os.environ.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
    for method in args.methods:
        folders = sorted(str(p) for p in (args.work / f"out-{method}" / "fusible").iterdir())
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            counts = list(pool.map(_count, [(f, args.device) for f in folders]))
        tally = collections.Counter(
            "failed" if c is None else "one" if c == 1 else "none" if c == 0 else "more"
            for c in counts
        )
        share = tally["one"] / len(counts) if counts else float("nan")
        print(
            f"{method:7} {len(counts):>4} subgraphs: {tally['one']} one kernel "
            f"({100 * share:.1f}%), {tally['more']} more, {tally['none']} none, "
            f"{tally['failed']} failed"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
