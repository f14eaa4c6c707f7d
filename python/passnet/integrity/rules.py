"""The integrity rules, the layers that enforce them, and what a broken rule is recorded as.

Every rule has one id and one layer. The layers run in this order, each before the pass gets
further: ``static`` (the pass file's AST, before it is imported), ``dispatch`` (a dispatch mode
around the pass's wrapper while it runs), ``runtime`` (checks of the wrapper's inputs, outputs and
surroundings around watched calls, and of the harness after the pass is imported) and ``sandbox``
(the worker process: resource limits, a private folder, no network, timeouts). A violation
carries its evidence: where (``file:line:col`` for the static layer, the pass and call for the
others) and what (the offending source line, aten op or value).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["LAYERS", "RULES", "Verdict", "Violation", "layer_of"]

LAYERS = ("static", "dispatch", "runtime", "sandbox")

RULES: dict[str, tuple[str, str]] = {
    "torch-call": ("static", "torch compute on the replacement side"),
    "tensor-operator": ("static", "an arithmetic or comparison operator on a tensor"),
    "dynamic-access": ("static", "getattr/setattr/vars/globals/__dict__: names chosen at run time"),
    "compiler": ("static", "torch.compile, dynamo, Inductor, TorchScript or compiler internals"),
    "eval": ("static", "eval, exec or compile"),
    "import": ("static", "a module outside torch, triton, math, functools, itertools, typing"),
    "file-access": ("static", "opening or listing files"),
    "introspection": ("static", "gc, inspect, frames, dunder escapes, or asking about a capture"),
    "monkey-patch": ("static", "assigning to something the pass did not create"),
    "mutable-state": ("static", "state written by the replacement side that outlives a call"),
    "fallback": ("static", "an except handler that does not re-raise"),
    "replacement-args": ("static", "replacement_args does more than select its arguments"),
    "kernel-body": ("static", "a Triton kernel that uses something other than triton.language"),
    "aten-op": ("dispatch", "an aten op other than allocation, metadata or a copy-free view"),
    "input-mutation": ("runtime", "the call changed an input"),
    "output-alias": ("runtime", "an output shares memory with an input or an earlier output"),
    "lazy-result": ("runtime", "an output that is not a plain torch.Tensor"),
    "inconsistent-output": ("runtime", "wrong on watched calls with fresh values, right before"),
    "stale-memory": ("runtime", "an output holds the poison written into freed memory"),
    "precision": ("runtime", "error against float64 far above eager's own"),
    "side-stream": ("runtime", "work still running on another stream when the call returned"),
    "thread": ("runtime", "a thread or process started by the call"),
    "timer-tamper": ("runtime", "a timer, synchronize, allclose or harness function replaced"),
    "roofline": ("runtime", "faster than the device can move the subgraph's bytes"),
    "timed-graph": ("runtime", "the CUDA graph that was timed computes otherwise than the call"),
    "hang": ("sandbox", "the call did not return within the job's time limit"),
    "resource": ("sandbox", "a resource limit (memory, CPU time, files) was hit"),
    "crash": ("sandbox", "the pass killed its worker"),
}


def layer_of(rule: str) -> str:
    return RULES[rule][0]


@dataclass(frozen=True)
class Violation:
    """One broken rule, with where and what."""

    rule: str
    where: str
    evidence: str
    message: str = ""

    @property
    def layer(self) -> str:
        return layer_of(self.rule)

    def line(self) -> str:
        """``rule  where  message: evidence``, the CLI's one line per violation."""
        detail = f"{self.message}: " if self.message else ""
        return f"{self.rule}  {self.where}  {detail}{self.evidence}"

    def to_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "layer": self.layer,
            "where": self.where,
            "evidence": self.evidence,
            "message": self.message,
        }


@dataclass
class Verdict:
    """A pass's integrity verdict: ``clean`` or ``flagged`` with the rules it broke."""

    violations: list[Violation]
    checked_layers: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    not_loaded: tuple[str, ...] = ()
    """Modules of the pass folder that no listed rule imports: not judged, never imported."""

    @property
    def flagged(self) -> bool:
        return bool(self.violations)

    def first_layer(self) -> str | None:
        """The earliest layer that flagged the pass (the layer order, not the detection order)."""
        layers = {v.layer for v in self.violations}
        return next((layer for layer in LAYERS if layer in layers), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "verdict": "flagged" if self.flagged else "clean",
            "layer": self.first_layer(),
            "rules": sorted({v.rule for v in self.violations}),
            "violations": [v.to_json() for v in self.violations[:20]],
            "checked": list(self.checked_layers),
            "warnings": list(self.warnings),
            "not_loaded": list(self.not_loaded),
        }
