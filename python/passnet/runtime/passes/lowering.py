"""Replacements lowered into Inductor's generated code (``passes+inductor:``, issue 36 item 1).

The rewrite inside Inductor makes each replacement a custom op (all that ``passes+custom-op:``
does): Inductor's wrapper calls it through the dispatcher, and it is opaque to Inductor. Here
each custom-op call the rewrite made is replaced, where it can be, by the pass's wrapper traced
for that call's shapes: its allocations and views become graph nodes and each Triton launch a
``triton_kernel_wrapper_mutation`` node (as ``torch.library.wrap_triton`` records it), all
inlined into the graph Inductor compiles. The generated code then launches the pass's kernels
itself, between its own and fused around them, with no Python of the pass left per call.

A pass's wrapper launches its kernels as ``kernel[grid](...)``; while it is traced, those
launches go through ``wrap_triton`` (:func:`_launches_wrapped`), so the pass needs no change. A
call is lowered only where every check passes; otherwise it stays a custom op, whose guard
judges it on every watched call, and the report says why, per rule:

* **the trace** (the dispatch layer, by other means): traced with fake tensors, the wrapper may
  only allocate, take views and launch kernels; it may read no tensor it keeps between calls,
  and no output may be an input or a view of one;
* **a watched call of the trace itself** (the runtime layer): the traced graph, which is what
  Inductor will compile, runs once eagerly under the guard on inputs made from the match's
  shapes (random floats, zero integers, so that an index stays in range), which poisons its
  allocations and checks its outputs, its inputs and its threads. A pass that keeps state in
  Python cannot behave one way here and another in the code: the code is this trace.

**Float arguments.** Triton's JIT types a Python float argument fp32; Inductor types the same
argument of a kernel it launches fp64 where its config has ``_use_fp64_for_unbacked_floats`` on
(torch 2.13 here does by default), and ``var + eps`` then turns a normalisation's whole row into
fp64 arithmetic. (On the H200, lowered that way, the reference batch-norm and layer-norm kernels
took 1.6-1.7x the device time of the same kernels launched by their wrappers.) A graph that
holds lowered kernels is compiled with :func:`inductor_options`, so that its kernels compute as
they were judged.

**Launches.** Inductor launches a user-defined kernel (a lowered pass's) through Triton's launcher,
its own through its static one, unless ``static_launch_user_defined_triton_kernels`` is on. That
option was tried on the H200 (``bench/models/host_time.py``): it took effect for one kernel of six
and left the Python work per call as it was (the launch is one C call either way), so it is not
set.

The trace's launches are of the kernels Triton compiles for the device; on a machine with no
GPU, Triton's interpreter runs kernels that ``wrap_triton`` cannot trace, so there every call
stays a custom op (tests/python/test_lowering.py checks the generated code with Triton's driver
set to a CUDA target instead).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.fx

from passnet.integrity import guard
from passnet.runtime.passes.rewrite import Prepared

_tracing = threading.local()


def inductor_options() -> dict[str, Any]:
    """Inductor config for a graph with lowered kernels: their float arguments fp32, as Triton's
    JIT passes them (see the module docs); nothing where this torch has no such option."""
    from torch._inductor import config

    option = "_use_fp64_for_unbacked_floats"
    return {option: False} if hasattr(config, option) else {}


def tracing_launches() -> bool:
    """True while this thread traces a wrapper for lowering: launches must go through
    ``wrap_triton``."""
    return getattr(_tracing, "active", False)


@contextmanager
def _launches_wrapped() -> Iterator[None]:
    """``kernel[grid](...)`` of any Triton kernel (JIT or autotuned) goes through
    ``torch.library.wrap_triton`` for the block, so that tracing records it."""
    from torch.library import wrap_triton
    from triton.runtime.jit import KernelInterface

    original = KernelInterface.__getitem__

    def traced(self: Any, grid: Any) -> Any:
        # The class is patched for every thread; only the tracing one is routed. An interpreted
        # kernel (TRITON_INTERPRET=1) comes back from wrap_triton as it is: launched as it is.
        wrapped = wrap_triton(self) if tracing_launches() else self
        return original(self, grid) if wrapped is self else wrapped[grid]

    KernelInterface.__getitem__ = traced  # type: ignore[method-assign]
    _tracing.active = True
    try:
        yield
    finally:
        _tracing.active = False
        KernelInterface.__getitem__ = original  # type: ignore[method-assign]


@dataclass
class LoweringReport:
    """Per rule: calls lowered into Inductor's code, and why the others stayed custom ops."""

    lowered: dict[str, int] = field(default_factory=dict)
    not_lowered: dict[str, list[str]] = field(default_factory=dict)
    kernels: dict[str, str] = field(default_factory=dict)
    """The lowered calls' Triton kernels (their functions' names) and their rules, by which the
    profiler's kernel events are told apart (:mod:`.time_share`)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "lowered": dict(self.lowered),
            "not_lowered": dict(self.not_lowered),
            "kernels": dict(self.kernels),
        }


def _traced(
    item: Prepared, arity: int, constants: tuple[tuple[int, Any], ...], tensors: list[torch.Tensor]
) -> torch.fx.GraphModule:
    """The wrapper traced for these tensors (the match's tensor arguments, constants built in)."""
    from torch.fx.experimental.proxy_tensor import make_fx

    built_in = dict(constants)
    rule = item.rule

    def call(*args: torch.Tensor) -> Any:
        supplied = iter(args)
        every = tuple(built_in[i] if i in built_in else next(supplied) for i in range(arity))
        forwarded = rule.replacement_args(*every)
        if not isinstance(forwarded, (tuple, list)):
            forwarded = (forwarded,)
        result = rule.replacement_func()(*forwarded)
        return tuple(result) if isinstance(result, list) else result

    # Traced in a fake mode of its own, static shapes, outside dynamo's tracing context: traced
    # in dynamo's (torch 2.11 on the H100) the trace's tensors took symbols with no source in
    # dynamo's shape environment, and building the frame's guards failed.
    from torch._guards import tracing
    from torch._subclasses.fake_tensor import FakeTensorMode

    mode = FakeTensorMode()
    fakes = [mode.from_tensor(t) for t in tensors]
    with tracing(None), _launches_wrapped():
        return make_fx(call, tracing_mode="fake")(*fakes)


def lower_calls(
    graph: torch.fx.Graph,
    calls: Mapping[Any, tuple[Prepared, int, tuple[tuple[int, Any], ...]]],
    report: LoweringReport,
) -> None:
    """Replaces each call of a custom op of CALLS (op -> the pass, its arity, built-in constants)
    by its checked trace where the checks of the module docs pass, and reports every call either
    way. A watched call that finds a violation raises :class:`guard.IntegrityViolation`."""
    for node in list(graph.nodes):
        found = calls.get(node.target) if node.op == "call_function" else None
        if found is None:
            continue
        item, arity, constants = found
        rule = item.rule.name
        traced = _checked_trace(item, arity, constants, node)
        if isinstance(traced, str):
            reasons = report.not_lowered.setdefault(rule, [])
            if traced not in reasons:
                reasons.append(traced)
            continue
        _inline(graph, node, traced)
        report.lowered[rule] = report.lowered.get(rule, 0) + 1
        for kernel in _kernel_names(traced.graph):
            report.kernels.setdefault(kernel, rule)


def _checked_trace(
    item: Prepared, arity: int, constants: tuple[tuple[int, Any], ...], node: torch.fx.Node
) -> torch.fx.GraphModule | str:
    """The trace to inline, or why the call stays a custom op."""
    values = [_example(a) for a in node.args]
    if any(v is None for v in values):
        return "the match's values carry no shapes to trace with"
    tensors = [_real(v) for v in values if v is not None]
    try:
        traced = _traced(item, arity, constants, tensors)
    except Exception as error:  # a launch wrap_triton does not take, a wrapper that fails to trace
        first = (str(error).splitlines() or [""])[0][:200]
        return f"does not trace: {type(error).__name__}: {first}"
    problem = _trace_problem(traced.graph)
    if problem is not None:
        return problem
    monitor = guard.active_monitor()
    if monitor is not None:
        try:
            monitor.watched(item.rule.name, item.rule.path, traced, tensors)
        except guard.IntegrityViolation:
            raise
        except Exception as error:  # no device to launch on, a kernel that faults
            first = (str(error).splitlines() or [""])[0][:200]
            return f"the watched call of the trace failed: {type(error).__name__}: {first}"
    return traced


def _inline(graph: torch.fx.Graph, node: torch.fx.Node, traced: torch.fx.GraphModule) -> None:
    """TRACED's nodes in place of NODE, its placeholders bound to NODE's arguments."""
    inputs = [n for n in traced.graph.nodes if n.op == "placeholder"]
    bound: dict[torch.fx.Node, Any] = dict(zip(inputs, node.args, strict=True))
    with graph.inserting_before(node):
        result = graph.graph_copy(traced.graph, bound)
    if isinstance(result, (tuple, list)):
        for user in list(node.users):
            # A multi-output replacement is unpacked with getitem (rewrite.py).
            index = user.args[1]
            user.replace_all_uses_with(result[index])
            graph.erase_node(user)
    else:
        node.replace_all_uses_with(result)
    graph.erase_node(node)


def _kernel_names(graph: torch.fx.Graph) -> list[str]:
    """The names of the Triton kernels a trace launches (an autotuner's inner function's)."""
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    names = []
    for node in graph.nodes:
        if node.op == "call_function" and "kernel_idx" in node.kwargs:
            kernel: Any = kernel_side_table.get_kernel(node.kwargs["kernel_idx"])
            while hasattr(kernel, "fn"):  # Autotuner -> JITFunction -> the Python function
                kernel = kernel.fn
            names.append(getattr(kernel, "__name__", str(kernel)))
    return names


def _example(value: Any) -> torch.Tensor | None:
    if not isinstance(value, torch.fx.Node):
        return None
    shown = value.meta.get("val", value.meta.get("example_value"))
    return shown if isinstance(shown, torch.Tensor) else None


def _real(value: torch.Tensor) -> torch.Tensor:
    """A real tensor of VALUE's shape, strides, dtype and device: random floats, zero integers
    and booleans (an index stays in range)."""
    out = torch.empty_strided(
        tuple(value.shape), tuple(value.stride()), dtype=value.dtype, device=value.device
    )
    if value.dtype.is_floating_point or value.dtype.is_complex:
        return out.normal_()
    return out.zero_()


_KERNEL_CALLS = ("triton_kernel_wrapper_mutation", "triton_kernel_wrapper_functional")


def _trace_problem(graph: torch.fx.Graph) -> str | None:
    """What the traced wrapper did beyond allocating, taking views and launching kernels, or an
    output that is an input or a view of one; None when nothing."""
    aliases_input: set[torch.fx.Node] = set()
    for node in graph.nodes:
        if node.op == "placeholder":
            aliases_input.add(node)
        elif node.op == "get_attr":
            return f"a kernel reads a tensor the pass keeps ({node.target})"
        elif node.op == "call_function":
            name = getattr(node.target, "__name__", str(node.target))
            if any(name.startswith(call) for call in _KERNEL_CALLS):
                continue
            packet = getattr(node.target, "overloadpacket", None)
            op = getattr(packet, "__name__", name)
            if op in guard.WRAPPER_VIEWS:
                if any(isinstance(a, torch.fx.Node) and a in aliases_input for a in node.args):
                    aliases_input.add(node)
                continue
            if op in guard.WRAPPER_ALLOCATIONS:
                continue
            if getattr(node.target, "__module__", "") in ("_operator", "math"):
                continue  # Python arithmetic on sizes: no tensor work
            return f"the wrapper runs {op} (a pass's wrapper may only allocate, view and launch)"
        elif node.op == "output":
            outputs = node.args[0] if isinstance(node.args[0], (tuple, list)) else [node.args[0]]
            if any(isinstance(o, torch.fx.Node) and o in aliases_input for o in outputs):
                return "an output is an input or a view of one"
    return None
