"""What the matmul-lowering policy leaves of a pass set's matches in whole models, without a
GPU: each model's graph as `model-passes:` under `direct` traces it, rewritten as on a GPU
(where Inductor splits linear layers into mm + a fused bias) under `keep` and under `free`, and
per rule the replacements made and the matches left (python/passnet/runtime/passes/
matmul_lowering.py). Nothing is compiled or run.

    python bench/models/matmul_matches.py SAMPLE_DIR [...] [--pass-set passes/reference]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import torch

from passnet.runtime.invocation import trace_model
from passnet.runtime.passes.public import PassnetBackend
from passnet.runtime.sample import load_model


def matches(sample: Path, pass_set: Path) -> dict[str, Any]:
    model = load_model(sample, device=torch.device("cpu"))
    found: dict[str, Any] = {"sample": str(sample)}
    for policy in ("keep", "free"):
        backend = PassnetBackend([pass_set], matmul_lowering=policy, integrity=False)
        backend._rewrite(trace_model(model), 1, gpu=True)
        made = backend.report.sets[0]
        found[policy] = {
            "replacements": {r: n for r, n in made.replacements.items() if n},
            "left": {r: n for r, n in made.declined.items() if n},
        }
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", type=Path, nargs="+")
    parser.add_argument("--pass-set", type=Path, default=Path("passes/reference"))
    parser.add_argument("--json", type=Path, help="write the per-model counts here too")
    args = parser.parse_args()
    rows = []
    for sample in args.samples:
        try:
            row = matches(sample, args.pass_set)
        except Exception as error:  # one model that does not load or trace: the rest go on
            print(f"{sample}: {type(error).__name__}: {error}", file=sys.stderr)
            continue
        rows.append(row)
        keep, free = row["keep"], row["free"]
        print(
            f"{sum(free['replacements'].values()):4d} -> {sum(keep['replacements'].values()):4d}"
            f"  {sample.name}  keep {keep['replacements']} left {keep['left']}"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
