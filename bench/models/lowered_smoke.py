"""`passes+inductor:` on a GPU, in one process and without the engine: one sample compiled three
ways (Inductor; the pass set as custom ops, `passes+custom-op:`; inlined, `passes+inductor:`), with
the integrity layer on. Prints per way: the lowering report and the guard's violations, the
largest difference from eager, whether Inductor's generated code launches the pass's kernels
itself (`.run(` of a kernel named in the lowering report, no `passnet_pass` call), and the time
per call from CUDA events over back-to-back calls (a smoke figure, not a judge's timing).

    python3 bench/models/lowered_smoke.py [SAMPLE] [PASS_SET]
        (examples/samples/attention_scores, examples/passes/attention_softmax)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import torch
from torch._inductor.utils import run_and_get_code

from passnet.integrity import guard
from passnet.runtime.passes.backend import make_pass_backend
from passnet.runtime.sample import build_inputs, load_model, load_sample_meta
from passnet.spec.backend_spec import parse_backend_spec
from passnet.spec.options import Invocation

REPO = Path(__file__).resolve().parents[2]


def per_call_ms(fn: Any, inputs: dict[str, torch.Tensor], calls: int = 200) -> float | None:
    if not torch.cuda.is_available():
        return None
    for _ in range(10):
        fn(**inputs)
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(calls):
        fn(**inputs)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / calls


def _leaves(value: Any) -> list[torch.Tensor]:
    return list(value) if isinstance(value, (tuple, list)) else [value]


def main() -> None:
    sample = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "examples/samples/attention_scores"
    pass_set = (
        Path(sys.argv[2]) if len(sys.argv) > 2 else REPO / "examples/passes/attention_softmax"
    )
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = load_model(sample, device=device)
    inputs = build_inputs(load_sample_meta(sample), device=device, seed=0)
    with torch.no_grad():
        expected = model(**inputs)
        rows: dict[str, Any] = {"eager_ms": per_call_ms(model, inputs)}
        inductor = torch.compile(model)
        rows["inductor_ms"] = per_call_ms(inductor, inputs)
        for name in ("passes+custom-op", "passes+inductor"):
            torch._dynamo.reset()
            spec = parse_backend_spec(f"{name}:{pass_set}")
            call = make_pass_backend(spec, invocation=Invocation.DYNAMO, integrity=True)(
                model, inputs, device
            )
            monitor = call.passnet_integrity
            out, code = run_and_get_code(lambda: call(**inputs))  # noqa: B023
            if monitor is not None:  # as the worker times: unwatched calls
                monitor.watch_all = False
            report = call.passnet_report.to_json()
            body = "\n".join(code)
            rows[name] = {
                "report": {k: report.get(k) for k in ("replacements", "lowered", "not_lowered")},
                "violations": [v.line() for v in monitor.violations] if monitor else None,
                "max_abs_error": max(
                    (a - b).abs().max().item()
                    for a, b in zip(_leaves(out), _leaves(expected), strict=True)
                ),
                "custom_op_calls": body.count("passnet_pass"),
                "kernel_runs": body.count(".run("),
                "ms": per_call_ms(call, inputs),
            }
            guard.activate(None)
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
