"""How many kernels Inductor makes of a sample: the measurement behind prefix analysis.

Execution-driven prefix analysis (docs/extract.md) compiles growing prefixes of an op sequence
and watches the kernel count: where adding ops adds no kernel, the compiler fused them. A
``kernels`` request of the worker protocol lands here:

``{"cmd": "kernels", "id": N, "sample": PATH, "seed": S}`` →
``{"event": "kernels", "id": N, "sample": PATH, "device": "cuda:0", "status": "ok",
"generated": G, "launched": L, "graphs": K, "compile_seconds": T, "error": null}``

* ``generated``: kernels Inductor generated (``torch._inductor.metrics.generated_kernel_count``),
  counted on every device; on the CPU this is the count prefix analysis uses.
* ``launched`` (CUDA): device kernel launches of one call of the compiled sample, counted with
  the profiler after compilation; extern kernels (cuBLAS, cuDNN) count too, memcpy/memset do not.
  On the CPU it is null.
* ``graphs``: FX graphs Inductor compiled (more than one means a graph break).
* ``groups`` (when the request asks ``"groups": true``): Inductor's fused node groups, one entry
  per kernel its scheduler generates or calls, in code order: ``{"nodes": [...], "extern":
  bool}``, ``nodes`` the names of the sample's own FX nodes (the names dynamo gives the
  statements of ``model.py``) whose computation the kernel holds, traced back through Inductor's
  ``from_node`` provenance; ``extern`` for library calls (cuBLAS, cuDNN; counted in
  ``launched``, not in ``generated``). One compile of a window gives what prefix analysis learns
  from compiling each of its prefixes (docs/prefix-analysis.md). Such a compile stops once the
  scheduler has fused: the groups are all the request needs, and generating and compiling the
  kernels' code (Triton or C++) is most of a compile's time. ``generated`` is the number of
  non-extern groups and ``launched`` is null. The FX graph cache is bypassed so that the
  scheduler runs.

  A groups request runs none of the sample's ops and draws no values (``unfilled_inputs``,
  ``fusion_groups.groups_without_running``), unless the sample has a graph break: then it is
  replayed, run eagerly once, and compiled with each FX graph stopping at its schedule and
  running eagerly, and ``graphs`` counts its graphs.

Where inputs are needed they are replayed the fast way (``build_inputs(fast=True)``): kernel
counts and groups do not depend on the values, and GraphNet's exact replay draws every floating
tensor on the host.

A failure to load, compile or run is ``status`` ``eager_fail``/``compile_fail``/``runtime_fail``
with its message in ``error``; it never ends the worker.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import torch

from passnet.runtime.sample import (
    DEFAULT_SEED,
    SampleError,
    build_inputs,
    call_arguments,
    load_model,
    load_sample_meta,
    run_model,
    unfilled_inputs,
)
from passnet.runtime.worker.fusion_groups import (
    groups_without_running,
    schedule_then_run_eagerly,
    scheduler_groups,
)

__all__ = ["KernelRequestError", "count_kernels", "count_launches", "handle_kernels_request"]


class KernelRequestError(Exception):
    """A malformed ``kernels`` request (answered with an ``error`` event)."""


def _one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    message = f"{type(error).__name__}: {first}" if first else type(error).__name__
    return message if len(message) <= 2000 else message[:1997] + "..."


def count_launches(call: Any, device: torch.device) -> int:
    """Device kernels one call launches (a graph's replay: the kernels it holds), from the
    profiler's CUDA activity; memcpy and memset are not counted."""
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize(device)
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        call()
        torch.cuda.synchronize(device)
    count = 0
    for event in prof.events():
        if event.device_type != DeviceType.CUDA or getattr(event, "is_user_annotation", False):
            continue
        name = event.name.lower()
        if name.startswith("memcpy") or name.startswith("memset"):
            continue
        count += 1
    return count


def count_kernels(
    sample: Path, device: torch.device, seed: int = DEFAULT_SEED, groups: bool = False
) -> dict[str, Any]:
    """Compiles ``sample`` with Inductor (default options) and counts its kernels; with
    ``groups``, also records which source nodes each kernel holds."""
    from torch._inductor import metrics

    reply: dict[str, Any] = {
        "status": "ok",
        "generated": None,
        "launched": None,
        "graphs": None,
        "compile_seconds": None,
        "error": None,
    }
    try:
        meta = load_sample_meta(sample)
        model = load_model(sample, device=device)
        unfilled = call_arguments(meta, unfilled_inputs(meta, device)) if groups else None
    except (SampleError, Exception) as error:
        reply.update(status="eager_fail", error=_one_line(error))
        return reply
    if unfilled is not None:
        try:
            unrun = groups_without_running(model, unfilled, device)
        except Exception as error:
            reply.update(status="compile_fail", error=_one_line(error))
            return reply
        if unrun is not None:
            recorded, seconds = unrun
            generated = sum(1 for group in recorded if not group["extern"])
            reply.update(groups=recorded, generated=generated, graphs=1, compile_seconds=seconds)
            return reply
    try:
        # Fusion decisions depend on shapes, dtypes and the graph, not on values: the fast
        # replay (integer ranges and literal data kept, floating tensors drawn by torch on the
        # device) spares the seconds GraphNet's exact replay takes on the host for a chunk
        # holding a large layer's weights.
        inputs = call_arguments(meta, build_inputs(meta, seed=seed, device=device, fast=True))
        with torch.no_grad():
            run_model(model, inputs, device=device)
    except (SampleError, Exception) as error:
        reply.update(status="eager_fail", error=_one_line(error))
        return reply
    torch._dynamo.reset()
    metrics.reset()
    graphs_before = _graph_count()
    compiled = torch.compile(model, backend=schedule_then_run_eagerly if groups else "inductor")
    start = time.perf_counter()
    recorded: list[dict[str, Any]] = []
    try:
        with torch.no_grad(), scheduler_groups(recorded) if groups else nullcontext():
            run_model(compiled, inputs, device=device)
        if device.type == "cuda":
            torch.cuda.synchronize(device)
    except Exception as error:
        reply.update(status="compile_fail", error=_one_line(error))
        return reply
    finally:
        reply["compile_seconds"] = time.perf_counter() - start
    reply["graphs"] = _graph_count() - graphs_before
    if groups:
        reply["groups"] = recorded
        reply["generated"] = sum(1 for group in recorded if not group["extern"])
    else:
        reply["generated"] = int(metrics.generated_kernel_count)
    if device.type == "cuda" and not groups:
        try:
            with torch.no_grad():
                reply["launched"] = count_launches(
                    lambda: run_model(compiled, inputs, device), device
                )
        except Exception as error:
            reply.update(status="runtime_fail", error=_one_line(error))
    torch._dynamo.reset()
    return reply


def _graph_count() -> int:
    """FX graphs dynamo has compiled in this process (a counter that only grows)."""
    from torch._dynamo.utils import counters

    return int(counters["stats"].get("unique_graphs", 0))


def handle_kernels_request(request: Mapping[str, Any], device: torch.device) -> dict[str, Any]:
    """Validates a ``kernels`` request and answers it (see the module docs)."""
    sample = request.get("sample")
    if not isinstance(sample, str) or not sample:
        raise KernelRequestError("sample (a sample folder) is required")
    path = Path(sample)
    if not path.is_dir():
        raise KernelRequestError(f"no such sample folder: {sample}")
    seed = request.get("seed", DEFAULT_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise KernelRequestError(f"seed must be an integer >= 0, got {seed!r}")
    groups = request.get("groups", False)
    if not isinstance(groups, bool):
        raise KernelRequestError(f"groups must be true or false, got {groups!r}")
    reply = count_kernels(path, device, seed, groups)
    return {
        "event": "kernels",
        "id": request.get("id"),
        "sample": sample,
        "device": str(device),
        **reply,
    }
