"""Inductor's generated code for ``passes+inductor:`` on a machine with no GPU, run as a script by
``test_lowering.py``: Triton's driver is set to one that names a CUDA target (Triton's own
``driver.set_active`` interface; no kernel can run without a GPU), so Inductor traces the
lowered op and writes the wrapper that launches the pass's kernel, which is all this checks. The
kernels are compiled as the GPU compiles them, so ``TRITON_INTERPRET`` must be off.

    python lowered_codegen.py CASES.json
        ->  one JSON line per case, in order: {"code", "report", "error"}

Each case is ``{"pass_set": PATH, "how": HOW, "sample": DIR or null, "integrity": BOOL}``, all
run in this one process (the import of torch, Inductor and Triton costs more than a case), each
after ``torch._dynamo.reset()`` and with the patches of the one before undone. HOW: ``""`` (the
judge's ``passes+inductor:`` backend through dynamo); ``--public``: through
``passnet.backend(PASS_SET)`` (a user's model); ``--direct``: the judge's backend under the
``direct`` invocation (the traced module compiled without dynamo); ``--model-direct``: the
judge's ``model-passes:`` (whole models) under ``direct``; ``--custom-op``:
``passes+custom-op:``, which lowers nothing. ``sample``: a GraphNet sample's module and inputs
(on the CPU) instead of the attention module here. ``integrity``: the pass backend's integrity
layer on or off (``resolve_backend``'s ``integrity``).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

import torch
from triton.backends.compiler import GPUTarget
from triton.backends.driver import DriverBase
from triton.runtime import driver


class CudaTargetOnly(DriverBase):
    """Names an H100's target so that Triton's front end runs; launches nothing."""

    @classmethod
    def is_active(cls) -> bool:
        return False

    def __init__(self) -> None:
        pass

    def get_current_target(self) -> GPUTarget:
        return GPUTarget("cuda", 90, 32)

    def get_active_torch_device(self) -> torch.device:
        return torch.device("cpu")

    def get_benchmarker(self) -> Any:
        raise RuntimeError("no GPU here")

    def map_python_to_cpp_type(self, ty: str) -> str:
        return "void*"

    def get_current_device(self) -> int:
        return 0

    def get_current_stream(self, device: int | None = None) -> int:
        return 0


class Attention(torch.nn.Module):
    def forward(self, q: torch.Tensor, k: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        scores = torch.matmul(q, k.transpose(-1, -2))
        return torch.nn.functional.softmax(scores * 0.125 + mask, dim=-1) * 2.0 + 1.0


def run_case(pass_set: str, how: str, sample: str | None, integrity: bool) -> dict[str, Any]:
    """One case: the code Inductor wrote and the pass report (patches restored by the caller)."""
    from torch._inductor.graph import GraphLowering

    from passnet.runtime.passes import backend as backend_module
    from passnet.runtime.passes import public
    from passnet.runtime.passes.rewrite import PassReport
    from passnet.runtime.worker.backends import resolve_backend
    from passnet.spec.backend_spec import BackendKind, BackendSpec, InductorUse
    from passnet.spec.options import Invocation

    codes: list[str] = []
    GraphLowering.save_output_code = staticmethod(codes.append)  # type: ignore[method-assign]
    model: torch.nn.Module = Attention()
    inputs = {
        "q": torch.randn(2, 2, 16, 64),
        "k": torch.randn(2, 2, 16, 64),
        "mask": torch.randn(2, 1, 1, 16),
    }
    if sample is not None:
        from passnet.runtime.sample import build_inputs, load_model, load_sample_meta

        model = load_model(Path(sample), device=torch.device("cpu"))
        inputs = build_inputs(load_sample_meta(Path(sample)), device=torch.device("cpu"), seed=0)
    reports: list[Any] = []
    if how == "--public":
        import passnet

        backend = passnet.backend(pass_set, integrity=False)  # lowered by default
        call: Any = torch.compile(model, backend=backend)
        reports.append(backend.report)
    elif how == "--model-direct":
        # The worker's `model-passes:` under `direct`, whose compile runs (and fails where
        # the kernels would be built) inside the factory: its backend's report is recorded.
        class Recorded(public.PassnetBackend):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(*args, **kwargs)
                reports.append(self.report)

        public.PassnetBackend = Recorded  # type: ignore[misc]
        direct = resolve_backend(f"model-passes:{pass_set}").direct
        assert direct is not None

        def call(**inputs: torch.Tensor) -> Any:
            with torch.no_grad():
                return direct(model, inputs, torch.device("cpu"))(**inputs)

    else:
        # Under `direct` Inductor compiles inside the factory, which then fails where the kernels
        # would be built: the report is the first the factory made.
        def recorded(*args: Any, **kwargs: Any) -> PassReport:
            reports.append(PassReport(*args, **kwargs))
            return reports[-1]

        backend_module.PassReport = recorded  # type: ignore[assignment, misc]
        invocation = Invocation.DIRECT if how == "--direct" else Invocation.DYNAMO
        inductor = InductorUse.CUSTOM_OP if how == "--custom-op" else InductorUse.LOWERED
        spec = BackendSpec(BackendKind.PASSES, path=pass_set, inductor=inductor)
        factory = resolve_backend(spec.text, integrity=integrity).factory_for(invocation)

        def call(**inputs: torch.Tensor) -> Any:
            with torch.no_grad():
                return factory(model, inputs, torch.device("cpu"))(**inputs)

    error = ""
    try:
        call(**inputs)
    except Exception as failure:  # the kernels cannot run here: the code is written by then
        error = f"{type(failure).__name__}: {str(failure)[-1500:]}"
    return {"code": "\n".join(codes), "report": reports[0].to_json(), "error": error}


def main() -> None:
    assert os.environ.get("TRITON_INTERPRET", "0") == "0", "run with TRITON_INTERPRET=0"
    from torch._inductor.graph import GraphLowering

    from passnet.runtime.passes import backend as backend_module
    from passnet.runtime.passes import public

    driver.set_active(CudaTargetOnly())
    torch._inductor.config.fx_graph_cache = False
    originals = (GraphLowering.save_output_code, backend_module.PassReport, public.PassnetBackend)
    for case in json.loads(Path(sys.argv[1]).read_text()):
        torch._dynamo.reset()
        try:
            result = run_case(case["pass_set"], case["how"], case["sample"], case["integrity"])
        except Exception:  # the case's test fails with it; the next cases still run
            result = {"failed": traceback.format_exc()}
        finally:
            GraphLowering.save_output_code = originals[0]  # type: ignore[method-assign]
            backend_module.PassReport, public.PassnetBackend = originals[1:]  # type: ignore[misc]
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
