"""What the policies that leave matches to Inductor leave of a pass set's matches in whole
models, without a GPU: each model's graph as `model-passes:` under `direct` traces it, rewritten
as on a GPU with both policies `free`, with the matmul-lowering policy alone, and with both
(python/passnet/runtime/passes/matmul_lowering.py, fusion_boundary.py); per rule the
replacements made and the matches left. Nothing is compiled or run.

    python bench/models/policy_matches.py SAMPLE_DIR [...] [--pass-set passes/reference]
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
    for policy, matmuls, fusion in (
        ("free", "free", "free"),
        ("matmuls", "keep", "free"),
        ("keep", "keep", "keep"),
    ):
        backend = PassnetBackend(
            [pass_set], matmul_lowering=matmuls, fusion_boundary=fusion, integrity=False
        )
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
        made = [sum(row[p]["replacements"].values()) for p in ("free", "matmuls", "keep")]
        keep = row["keep"]
        print(
            f"{made[0]:4d} -> {made[1]:4d} -> {made[2]:4d}  {sample.name}"
            f"  keep {keep['replacements']} left {keep['left']}"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
