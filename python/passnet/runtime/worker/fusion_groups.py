"""Inductor's fused node groups of a sample: which of its statements each kernel holds.

The groups method of fusible mining (docs/prefix-analysis.md) compiles a window once and reads
the kernels Inductor's scheduler makes of it, instead of compiling every prefix. Only the
schedule is needed, so a compile stops there: generating and compiling the kernels' code
(Triton or C++) is most of a compile's time, and nothing of the sample needs to run.

:func:`groups_without_running` traces the sample as one graph (dynamo's ``fullgraph``) on inputs
whose values are unset, and the call ends at the schedule: values that would fail when run (a
Cholesky factor of a random matrix, indices out of range, which on CUDA also break the worker's
context) cannot cost the groups. It first traces without the device-remapping modes of
``run_model``: dynamo traces a torch-function mode's code at every torch call, which made such
a trace 1.5-2x slower on the CPU, and GraphNet's device literals are already bound to the
worker's device by ``load_model``. A graph that then holds a tensor on another device (a string
literal, a factory call without a device) is traced again with the modes. A graph break needs
values, since the code after it runs on the graph's outputs: then the caller replays the inputs
and runs the sample under :func:`scheduler_groups` with :func:`schedule_then_run_eagerly`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import torch

from passnet.runtime.sample import run_model

__all__ = ["groups_without_running", "schedule_then_run_eagerly", "scheduler_groups"]


class _Scheduled(BaseException):
    """Ends an Inductor compile once its scheduler has fused. A BaseException, so that no
    ``except Exception`` inside Inductor or dynamo takes it for a compile failure, and it
    leaves dynamo to end the call."""


class _OffDevice(Exception):
    """A graph traced without the remapping modes holds a tensor off the worker's device."""


@contextmanager
def scheduler_groups(into: list[dict[str, Any]]) -> Iterator[None]:
    """Records the kernel groups of every Inductor compile inside the block and stops each
    compile there, bypassing the FX graph cache so that the scheduler runs."""
    import torch._inductor.config as inductor_config
    from torch._inductor import scheduler

    original = scheduler.Scheduler.codegen

    def codegen(self: Any) -> Any:
        for node in self.nodes:
            group = _group_of(node)
            if group is not None:
                into.append(group)
        raise _Scheduled

    scheduler.Scheduler.codegen = codegen  # type: ignore[method-assign]
    try:
        with inductor_config.patch(fx_graph_cache=False):
            yield
    finally:
        scheduler.Scheduler.codegen = original  # type: ignore[method-assign]


def _schedule(graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
    """Inductor up to its fused schedule (a graph with nothing to schedule is returned whole)."""
    from torch._inductor.compile_fx import compile_fx

    return compile_fx(graph, example_inputs)


def schedule_then_run_eagerly(graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
    """A dynamo backend that runs Inductor up to its fused schedule, then runs the graph
    eagerly, so that the code after a graph break gets real values."""
    try:
        return _schedule(graph, example_inputs)
    except _Scheduled:
        return graph.forward


def _on_device(device: torch.device) -> Any:
    """A dynamo backend that schedules a graph whose tensors all lie on ``device``."""

    def backend(graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
        for node in graph.graph.nodes:
            for value in torch.utils._pytree.tree_leaves(node.meta.get("example_value")):
                if isinstance(value, torch.Tensor) and value.device != device:
                    raise _OffDevice(f"{node.name} is on {value.device}, not {device}")
        return _schedule(graph, example_inputs)

    return backend


def _trace(
    model: torch.nn.Module, inputs: Mapping[str, Any], device: torch.device, remap: bool
) -> list[dict[str, Any]]:
    recorded: list[dict[str, Any]] = []
    torch._dynamo.reset()
    backend = _schedule if remap else _on_device(device)
    compiled = torch.compile(model, backend=backend, fullgraph=True)
    try:
        with torch.no_grad(), scheduler_groups(recorded):
            if remap:
                run_model(compiled, inputs, device=device)
            else:
                compiled(**inputs)
    except _Scheduled:
        pass
    finally:
        torch._dynamo.reset()
    return recorded


def groups_without_running(
    model: torch.nn.Module, inputs: Mapping[str, Any], device: torch.device
) -> tuple[list[dict[str, Any]], float] | None:
    """The kernel groups of ``model`` traced as one graph on ``device``, none of its ops run,
    and the seconds that took; None when dynamo meets a graph break. A compile failure raises
    (after a second try with the remapping modes)."""
    from torch._dynamo.exc import Unsupported

    if device.type == "cuda" and device.index is None:
        device = torch.device("cuda", torch.cuda.current_device())
    start = time.perf_counter()
    try:
        recorded = _trace(model, inputs, device, remap=False)
    except Unsupported:
        return None
    except Exception:  # a tensor off the device, or a compile failure the second trace repeats
        try:
            recorded = _trace(model, inputs, device, remap=True)
        except Unsupported:
            return None
    return recorded, time.perf_counter() - start


def _group_of(node: Any) -> dict[str, Any] | None:
    """The kernel a scheduler node becomes, as the source nodes it holds; None for nodes that
    generate no kernel (views, no-ops)."""
    kind = type(node).__name__
    if kind.startswith("Nop"):
        return None
    names: set[str] = set()
    for member in node.get_nodes():
        for origin in getattr(getattr(member, "node", None), "origins", None) or ():
            names.add(_source_name(origin))
    return {"nodes": sorted(names), "extern": kind.startswith("Extern")}


def _source_name(origin: Any) -> str:
    """The name of the node of the captured graph an Inductor node came from: the root of its
    ``from_node`` chain (the node's own name when it has none)."""
    name = origin.name
    provenance = origin.meta.get("from_node")
    while provenance:
        source = provenance[-1] if isinstance(provenance, list) else provenance
        name = getattr(source, "name", name)
        provenance = getattr(source, "from_node", None)
    return str(name)
