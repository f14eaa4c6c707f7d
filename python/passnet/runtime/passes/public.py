"""Pass sets applied to a user's own model under ``torch.compile`` (issue 36, items 2 and 4):

    backend = passnet.backend("passes/reference", "synth-v3")
    model = torch.compile(model, backend=backend)
    model(*inputs)
    print(backend.report)   # what matched, what an earlier rule pre-empted, what was declined

Each graph dynamo captures is rewritten by the pass sets **in the order given**: the first set's
rules, each in its own listed order, then the second set's over what the first left, and so on.
Where two rules would match overlapping nodes, the one that runs first replaces them and the
later one no longer matches there: the report counts such a match as pre-empted (matches of the
rule on the graph as captured, less the ones it made), so the order's effect is visible and the
same order always gives the same graph. Then Inductor compiles the graph (``inductor=False``:
it runs as rewritten), every replacement a custom op Inductor compiles around, as
``passes+inductor:`` does.

A graph is declined, compiled without the passes and reported with the reason, when it needs
gradients (the kernels of a pass have no backward: training, or inputs that require grad while
grad is enabled) or has dynamic shapes (a pass is traced and checked at the shapes it was
written for). Matches are never applied where they could be wrong.

With Inductor on a GPU, a match is also left as it is where replacing it would change what
Inductor does around it: how it lowers a linear layer feeding the match
(:mod:`.matmul_lowering`), or a neighbouring call it fuses with the match
(:mod:`.fusion_boundary`). The report counts such matches per rule and per reason;
``matmul_lowering="free"`` and ``fusion_boundary="free"`` replace them anyway.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
import torch.fx

from passnet.runtime.errors import CompileError
from passnet.runtime.passes.backend import (
    custom_op,
    custom_op_calls,
    custom_op_replacement,
    custom_op_rules,
    inspect_before_import,
    specialise_constants,
)
from passnet.runtime.passes.fusion_boundary import inductor_policies, keeps_fusion_boundary
from passnet.runtime.passes.loader import PassLoadError, load_passes
from passnet.runtime.passes.lowering import LoweringReport, inductor_options, lower_calls
from passnet.runtime.passes.matmul_lowering import keeps_matmul_lowering
from passnet.runtime.passes.rewrite import (
    PassReport,
    Prepared,
    apply_passes,
    count_matches,
    parameter_names,
    prepare,
)
from passnet.runtime.passes.time_share import TimeShare, measure_time_share

__all__ = ["BackendReport", "PassnetBackend", "SetReport", "backend"]


@dataclass
class SetReport:
    """What one pass set did over every graph of the compiled model."""

    path: str
    rules: list[str]
    replacements: dict[str, int] = field(default_factory=dict)
    preempted: dict[str, int] = field(default_factory=dict)
    """Matches on the graphs as captured that an earlier rule's replacement took first."""
    declined: dict[str, int] = field(default_factory=dict)
    """Matches left as they were: replacing them would change what Inductor does around them
    (:mod:`.matmul_lowering`, :mod:`.fusion_boundary`)."""
    declined_reasons: dict[str, int] = field(default_factory=dict)
    """The same matches by reason."""

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "replacements": {rule: self.replacements.get(rule, 0) for rule in self.rules},
            "preempted": {rule: self.preempted.get(rule, 0) for rule in self.rules},
            "declined": {rule: self.declined.get(rule, 0) for rule in self.rules},
            "declined_reasons": dict(self.declined_reasons),
        }


@dataclass
class BackendReport:
    sets: list[SetReport]
    graphs: int = 0
    rewritten_graphs: int = 0
    declined: list[str] = field(default_factory=list)
    """One line per graph left as it was: the graph's number and why."""
    lowering: LoweringReport | None = None
    """With ``lowered``: per rule, the calls inlined into Inductor's code and why others were
    not (:mod:`.lowering`)."""
    time_share: TimeShare | None = None
    """What share of a call's time the replacements held, when :meth:`PassnetBackend.profile`
    measured it."""
    matmul_lowering: str = "keep"
    """``keep``: matches that would change how Inductor lowers a linear layer feeding them were
    left (:mod:`.matmul_lowering`); ``free``: replaced; ``n/a``: without Inductor."""
    fusion_boundary: str = "keep"
    """``keep``: matches Inductor fuses with a neighbouring call were left
    (:mod:`.fusion_boundary`); ``free``: replaced; ``n/a``: without Inductor."""

    def total(self) -> int:
        return sum(sum(s.replacements.values()) for s in self.sets)

    def to_json(self) -> dict[str, Any]:
        return {
            "graphs": self.graphs,
            "rewritten_graphs": self.rewritten_graphs,
            "replacements": self.total(),
            "sets": [s.to_json() for s in self.sets],
            "declined": list(self.declined),
            "lowering": self.lowering.to_json() if self.lowering else None,
            "time_share": self.time_share.to_json() if self.time_share else None,
            "matmul_lowering": self.matmul_lowering,
            "fusion_boundary": self.fusion_boundary,
        }

    def __str__(self) -> str:
        lines = [
            f"passnet: {self.total()} replacement(s) in {self.rewritten_graphs} of "
            f"{self.graphs} graph(s)"
        ]
        for s in self.sets:
            made = ", ".join(f"{rule} {s.replacements.get(rule, 0)}" for rule in s.rules)
            lines.append(f"  {s.path}: {made}")
            taken = {rule: n for rule, n in s.preempted.items() if n}
            if taken:
                lines.append(
                    "    pre-empted by an earlier rule: "
                    + ", ".join(f"{rule} {n}" for rule, n in taken.items())
                )
            kept = {rule: n for rule, n in s.declined.items() if n}
            if kept:
                lines.append(
                    "    declined: " + ", ".join(f"{rule} {n}" for rule, n in kept.items())
                )
                lines += [f"      {n} as {reason}" for reason, n in s.declined_reasons.items() if n]
        lines += [f"  declined: {reason}" for reason in self.declined]
        if self.time_share is not None:
            lines.append(
                f"  share of the time in replacements: {self.time_share.total():.1%} "
                f"({self.time_share.basis}, {self.time_share.calls} profiled calls)"
            )
        return "\n".join(lines)


@dataclass
class _Set:
    path: str
    prepared: list[Prepared]


def _decline_reason(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> str | None:
    tensors = [t for t in example_inputs if isinstance(t, torch.Tensor)]
    if torch.is_grad_enabled() and (
        any(t.requires_grad for t in tensors) or any(p.requires_grad for p in gm.parameters())
    ):
        return "it needs gradients (training), and a pass's kernels have no backward"
    symbolic = any(
        isinstance(size, torch.SymInt) for t in tensors for size in (*t.shape, *t.stride())
    ) or any(isinstance(value, torch.SymInt) for value in example_inputs)
    if symbolic:
        return "it has dynamic shapes; passes are applied at static shapes only"
    return None


class PassnetBackend:
    """A ``torch.compile`` backend that applies pass sets in order (see the module's doc)."""

    def __init__(
        self,
        pass_sets: Sequence[str | Path],
        *,
        inductor: bool = True,
        integrity: bool = True,
        lowered: bool | None = None,
        matmul_lowering: str | None = None,
        fusion_boundary: str | None = None,
    ) -> None:
        if not pass_sets:
            raise ValueError("passnet.backend: give at least one pass set")
        for option, value in (
            ("matmul_lowering", matmul_lowering),
            ("fusion_boundary", fusion_boundary),
        ):
            if value not in (None, "keep", "free"):
                raise ValueError(f"passnet.backend: {option}={value!r}: expected 'keep' or 'free'")
        # Without Inductor nothing lowers or fuses differently around a replacement.
        self._keep_matmuls = inductor and (
            keeps_matmul_lowering() if matmul_lowering is None else matmul_lowering == "keep"
        )
        self._keep_fusion = inductor and (
            keeps_fusion_boundary() if fusion_boundary is None else fusion_boundary == "keep"
        )
        if lowered and not inductor:
            raise ValueError("passnet.backend: lowered=True inlines into Inductor's code")
        if lowered is None:
            lowered = inductor
        self._inductor = inductor
        self._sets: list[_Set] = []
        for path in pass_sets:
            try:
                if integrity:
                    inspect_before_import(path)  # raises IntegrityFlagged with the violations
                passes = load_passes(path)
                prepared = [prepare(rule, "canonical") for rule in passes.rules]
            except PassLoadError as error:
                raise CompileError(str(error)) from error
            self._sets.append(_Set(str(path), prepared))
            if inductor:
                for item in prepared:  # registered before any graph is compiled
                    custom_op(item, len(parameter_names(item.rule)))
        self.report = BackendReport(
            sets=[SetReport(s.path, [p.rule.name for p in s.prepared]) for s in self._sets],
            lowering=LoweringReport() if lowered else None,
            matmul_lowering="n/a" if not inductor else "keep" if self._keep_matmuls else "free",
            fusion_boundary="n/a" if not inductor else "keep" if self._keep_fusion else "free",
        )

    def __call__(
        self, gm: torch.fx.GraphModule, example_inputs: Sequence[Any]
    ) -> Callable[..., Any]:
        self.report.graphs += 1
        number = self.report.graphs
        reason = _decline_reason(gm, example_inputs)
        lowering = self.report.lowering
        lowered_before = sum(lowering.lowered.values()) if lowering else 0
        if reason is None:
            gpu = any(
                isinstance(t, torch.Tensor) and t.device.type not in ("cpu", "meta")
                for t in example_inputs
            )
            gm = self._rewrite(gm, number, gpu)
        else:
            self.report.declined.append(f"graph {number}: {reason}")
        if not self._inductor:
            return gm.forward
        from torch._inductor.compile_fx import compile_fx

        lowered_here = lowering is not None and sum(lowering.lowered.values()) > lowered_before
        return compile_fx(
            gm, example_inputs, config_patches=inductor_options() if lowered_here else {}
        )

    def profile(self, call: Callable[[], Any], device: torch.device, calls: int = 5) -> TimeShare:
        """Profiles CALLS calls of the compiled model (CALL runs one) and records in the report
        the share of their time each rule's replacements held (:mod:`.time_share`)."""
        # Ops are registered once per process and pass source, by whichever backend came first.
        rules = {(p.rule.name, p.rule.source_sha256) for s in self._sets for p in s.prepared}
        rule_of_op = {
            name: rule.name
            for name, rule in custom_op_rules().items()
            if (rule.name, rule.source_sha256) in rules
        }
        kernels = self.report.lowering.kernels if self.report.lowering else {}
        self.report.time_share = measure_time_share(call, rule_of_op, device, calls, kernels)
        return self.report.time_share

    def _rewrite(self, gm: torch.fx.GraphModule, number: int, gpu: bool) -> torch.fx.GraphModule:
        """GM with the sets applied, or, where one cannot be (a match the custom ops cannot
        take), the graph as captured, declined and reported: a user's model still runs."""
        as_captured = copy.deepcopy(gm)
        keep = self._keep_matmuls, self._keep_fusion
        # Each built on its graph before any rewrite: Inductor's decisions without the passes.
        policies = inductor_policies(gm.graph, gpu, *keep)
        policies_as_captured = inductor_policies(as_captured.graph, gpu, *keep)
        made: list[tuple[SetReport, dict[str, int], PassReport]] = []
        for index, item in enumerate(self._sets):
            before = count_matches(as_captured, item.prepared, policies_as_captured)
            scratch = PassReport(rules=self.report.sets[index].rules)
            replacement_for = custom_op_replacement if self._inductor else None
            try:
                apply_passes(gm, item.prepared, scratch, replacement_for, policies)
                if self._inductor:
                    specialise_constants(gm.graph)
            except PassLoadError as error:
                self.report.declined.append(f"graph {number}: {error}")
                return as_captured
            made.append((self.report.sets[index], before, scratch))
        for report, before, scratch in made:
            for rule, count in scratch.replacements.items():
                report.replacements[rule] = report.replacements.get(rule, 0) + count
                report.preempted[rule] = report.preempted.get(rule, 0) + max(
                    0, before.get(rule, 0) - count
                )
            for rule, count in scratch.declined.items():
                report.declined[rule] = report.declined.get(rule, 0) + count
            for reason, count in scratch.declined_reasons.items():
                report.declined_reasons[reason] = report.declined_reasons.get(reason, 0) + count
        if any(count for _, _, scratch in made for count in scratch.replacements.values()):
            self.report.rewritten_graphs += 1
            if self.report.lowering is not None:
                lower_calls(gm.graph, custom_op_calls(), self.report.lowering)
            gm.recompile()
        return gm


def backend(
    *pass_sets: str | Path,
    inductor: bool = True,
    integrity: bool = True,
    lowered: bool | None = None,
    matmul_lowering: str | None = None,
    fusion_boundary: str | None = None,
) -> PassnetBackend:
    """The backend for ``torch.compile(model, backend=...)``: PASS_SETS applied in order to every
    graph that allows it, then Inductor; its ``report`` says what matched and what was
    declined. ``lowered`` (default: with Inductor): each replacement's traced wrapper inlined
    into Inductor's code where it passes the checks of :mod:`.lowering` (kernels compiled for a
    GPU), else a custom op; False keeps every replacement a custom op. ``matmul_lowering``
    (default: ``keep``, or the ``PASSNET_MATMUL_LOWERING`` environment variable): ``keep`` leaves a
    match as it is where replacing it would change how Inductor lowers a linear layer feeding
    it (:mod:`.matmul_lowering`), ``free`` replaces it anyway. ``fusion_boundary`` (default:
    ``keep``, or ``PASSNET_FUSION_BOUNDARY``): ``keep`` leaves a match as it is where Inductor
    would fuse a neighbouring call with it (:mod:`.fusion_boundary`), ``free`` replaces it."""
    return PassnetBackend(
        pass_sets,
        inductor=inductor,
        integrity=integrity,
        lowered=lowered,
        matmul_lowering=matmul_lowering,
        fusion_boundary=fusion_boundary,
    )
