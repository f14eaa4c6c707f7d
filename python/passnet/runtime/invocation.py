"""How a candidate is called: the *invocation*, named with every result.

On PassBench's subgraphs (eager calls of 20-100 us) the way a compiled graph is called moves a
score more than most passes do: dynamo's frame and guards cost 26-40 us a call on an H100 host.
So every backend of a comparison is called the same way, and the way is recorded:

* ``dynamo`` (the default, PassNet's original harness): ``torch.compile(model, backend=...)``;
  every timed call enters dynamo's frame and checks its guards.
* ``direct``: the sample's ``GraphModule`` traced once with ``torch.fx.symbolic_trace`` (GraphNet's
  ``model.py`` is FX code, so it traces as written), rewritten by passes or compiled by Inductor
  (``compile_fx`` on the traced graph, the same lowering dynamo would hand it), and the result
  called with the sample's inputs in placeholder order: no dynamo frame, no guards, as PassNet's
  newest backend calls rewritten graphs. A module that does not trace cannot be invoked so; the
  backend fails to compile and says why.

* ``cudagraph`` (CUDA only): device time. The ``direct`` callable, and eager's call alike, is
  captured ``K`` times in one ``torch.cuda.CUDAGraph`` (:class:`CapturedCall`), the calls
  alternating between the two input sets (static inputs: the graph reads their memory), with the
  same ``K`` for every callable of a sample, chosen so that one replay of eager's graph lasts
  about half a millisecond (:mod:`passnet.runtime.worker.device_timing`); replays are timed with
  CUDA events and the figure is per call. One replay holding one call would measure how fast the
  host launches graphs (3-6 us, bimodal on the shared H100 hosts), not the kernels. Correctness
  and the integrity trials still call the direct callable; only the timed calls replay. A call
  that cannot be captured (host synchronisation, CPU work, CUDA-graph trees of its own) is a
  ``compile_fail`` that says so, and an eager call that cannot be captured fails the sample for
  every backend.

A backend that has no direct form (``cudagraphs``: CUDA-graph trees live in dynamo) is refused
under ``direct`` and ``cudagraph`` with that reason.

The three are :class:`passnet.spec.options.Invocation`, with the default and the parser.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch
import torch.fx

from passnet.runtime.errors import CompileError

__all__ = [
    "CapturedCall",
    "call_graph",
    "capture_order",
    "compile_direct",
    "placeholders",
    "trace_model",
    "with_fake_values",
]


def trace_model(model: torch.nn.Module) -> torch.fx.GraphModule:
    """The sample's module as one FX graph; :class:`CompileError` when it does not trace."""
    try:
        return torch.fx.symbolic_trace(model)
    except Exception as error:
        raise CompileError(
            f"direct invocation: the sample's module does not trace with torch.fx "
            f"({type(error).__name__}: {error})"
        ) from error


def with_fake_values(gm: torch.fx.GraphModule, example: Sequence[Any]) -> torch.fx.GraphModule:
    """GM with every node's ``meta["val"]`` set, as dynamo's graphs come: a fake tensor of the
    node's value for EXAMPLE. A traced module carries none, and a pass that runs inside Inductor
    before its own tracing (``pre_grad_custom_pass``) reads the shapes from there."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.passes.fake_tensor_prop import FakeTensorProp

    mode = FakeTensorMode(allow_non_fake_inputs=True)
    fakes = [mode.from_tensor(t) if isinstance(t, torch.Tensor) else t for t in example]
    FakeTensorProp(gm, mode).propagate_dont_convert_inputs(*fakes)
    return gm


def placeholders(gm: torch.fx.GraphModule) -> list[str]:
    return [node.target for node in gm.graph.nodes if node.op == "placeholder"]


def call_graph(fn: Callable[..., Any], names: Sequence[str]) -> Callable[..., Any]:
    """A ``fn(**inputs)`` callable over a compiled graph that takes its placeholders positionally
    (``compile_fx``'s result does, whatever its ``_boxed_call`` says, when called outside
    dynamo)."""
    return lambda **inputs: fn(*(inputs[name] for name in names))


def compile_direct(
    model: torch.nn.Module,
    example_inputs: Mapping[str, Any],
    config_patches: dict[str, Any] | None = None,
) -> Callable[..., Any]:
    """Inductor over the traced module, called directly (see the module docs)."""
    from torch._inductor.compile_fx import compile_fx

    gm = trace_model(model)
    names = placeholders(gm)
    example = [example_inputs[name] for name in names]
    compiled = compile_fx(gm, example, config_patches=config_patches or {})
    return call_graph(compiled, names)


class CapturedCall:
    """Calls captured in one CUDA graph: ``repeats`` calls, cycling through ``calls`` (one per
    input set); calling it replays the graph and returns the outputs of the last captured call
    (their memory is rewritten by every replay). ``calls_per_replay`` is ``repeats``. The calls
    are held until :meth:`release`: a graph reads its inputs at the addresses it was captured
    with, and a closure that was the last owner of its input tensors would otherwise free them
    for the allocator to hand out while the graph still replays.

    Each call is warmed up on a side stream first, as capture requires (lazy initialisation,
    cuBLAS workspaces, Triton's first launch). Raises :class:`CompileError` naming ``what`` when
    the capture fails, with the device left usable.
    """

    WARMUP_CALLS = 3

    def __init__(
        self,
        call: Callable[[], Any] | Sequence[Callable[[], Any]],
        device: torch.device,
        what: str,
        repeats: int = 1,
    ) -> None:
        calls = [call] if callable(call) else list(call)
        if not calls or repeats < 1:
            raise ValueError("CapturedCall needs at least one call and one repeat")
        self.calls_per_replay = repeats
        self._calls: list[Callable[[], Any]] = calls
        side = torch.cuda.Stream(device=device)
        side.wait_stream(torch.cuda.current_stream(device))
        self._graph = torch.cuda.CUDAGraph()
        try:
            with torch.cuda.stream(side):
                for _ in range(self.WARMUP_CALLS):
                    for each in calls:
                        each()
            torch.cuda.current_stream(device).wait_stream(side)
            torch.cuda.synchronize(device)
            with torch.cuda.graph(self._graph):
                for each in capture_order(calls, repeats):
                    self._outputs = each()
            torch.cuda.synchronize(device)
        except Exception as error:
            try:
                torch.cuda.synchronize(device)
            except Exception:  # the capture's own error is the one to report
                pass
            settle_generators(device)
            lines = str(error).strip().splitlines()
            raise CompileError(
                f"{what} cannot be captured in a CUDA graph "
                f"({type(error).__name__}: {lines[0] if lines else ''})"
            ) from error

    def __call__(self) -> Any:
        self._graph.replay()
        return self._outputs

    def release(self) -> None:
        self._outputs = None
        self._calls = []
        self._graph.reset()


def settle_generators(device: torch.device) -> None:
    """Leaves the device's random generators as a finished capture leaves them, after a capture
    that failed. A capture whose end fails (a host synchronisation inside it invalidates it)
    never runs the generators' capture epilogue, so a random op captured before the failure
    leaves an intra-graph offset behind, and every later random op outside a capture raises
    "Offset increment outside graph capture encountered unexpectedly": in a worker, every later
    sample (their second input set is drawn on the device). A capture that succeeds runs the
    prologue (which clears the offset) and the epilogue; one with a single small op is enough."""
    graph = torch.cuda.CUDAGraph()
    try:
        with torch.cuda.graph(graph):
            torch.empty(1, device=device).zero_()
        torch.cuda.synchronize(device)
    except Exception:  # the device is past helping; the next job reports its own failure
        pass
    finally:
        graph.reset()


def capture_order(calls: Sequence[Callable[[], Any]], repeats: int) -> list[Callable[[], Any]]:
    """The calls a graph of ``repeats`` calls holds, in order: ``calls`` in turn (one per input
    set), so that consecutive calls read different memory."""
    return [calls[index % len(calls)] for index in range(repeats)]
