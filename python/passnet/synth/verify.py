"""A written pass checked on every subgraph of its task before anything times it: the static
integrity layer over its folder; its patterns matched under both matchers (passnet's
``canonical`` and PassNet's ``passnet`` style) on the subgraph's FX graph; the rewritten graph
run on GraphNet's replayed inputs and compared with eager at the strict tolerance level
(t = -5, docs/passbench.md). On a CPU the kernels run in Triton's interpreter
(``TRITON_INTERPRET=1``, which must be set before Triton is imported)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
import torch.fx

from passnet.integrity.static import check_pass_path
from passnet.runtime.passes.loader import PassLoadError, load_passes
from passnet.runtime.passes.rewrite import PassReport, apply_passes, count_matches, prepare
from passnet.runtime.sample import build_inputs, call_arguments, load_model, load_sample_meta
from passnet.runtime.worker.checks import compare_outputs

__all__ = ["STRICT_LEVEL", "SubgraphCheck", "Verification", "verify_pass"]

STRICT_LEVEL = -5
STYLES = ("canonical", "passnet")


@dataclass
class SubgraphCheck:
    subgraph: str
    matches: dict[str, int] = field(default_factory=dict)
    correct: bool = False
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "subgraph": self.subgraph,
            "matches": self.matches,
            "correct": self.correct,
            "error": self.error,
        }


@dataclass
class Verification:
    integrity: list[str] = field(default_factory=list)
    subgraphs: list[SubgraphCheck] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def clean(self) -> bool:
        return not self.integrity

    @property
    def matched(self) -> int:
        """Subgraphs passnet's matcher rewrites: what `passes:` scores."""
        return sum(1 for s in self.subgraphs if s.matches.get("canonical", 0) >= 1)

    @property
    def matched_passnet(self) -> int:
        """Subgraphs PassNet's matcher rewrites too. It normalises only the pattern, so a call
        the model wrote with a keyword (``relu(x, inplace=True)``) matches no pattern there."""
        return sum(1 for s in self.subgraphs if s.matches.get("passnet", 0) >= 1)

    @property
    def correct(self) -> int:
        return sum(1 for s in self.subgraphs if s.correct)

    @property
    def passed(self) -> bool:
        return self.clean and all(
            s.correct and s.matches.get("canonical", 0) >= 1 for s in self.subgraphs
        )


def _dynamo_graphs(model: torch.nn.Module, inputs: dict[str, Any]) -> list[torch.fx.GraphModule]:
    """The graphs dynamo records for the model, as PassNet's evaluator sees them (the calls as
    the model wrote them; ``symbolic_trace`` writes some functions' arguments as keywords)."""
    graphs: list[torch.fx.GraphModule] = []

    def capture(gm: torch.fx.GraphModule, example_inputs: Any) -> Any:
        graphs.append(gm)
        return gm.forward

    torch._dynamo.reset()
    with torch.no_grad():
        torch.compile(model, backend=capture, dynamic=False)(**inputs)
    torch._dynamo.reset()
    return graphs


def _fresh(inputs: dict[str, Any]) -> dict[str, Any]:
    """A copy of the inputs for one run: a model that writes its inputs in place (an ``iadd``
    of a graph input, ``relu(x, inplace=True)``) must not hand the next run its results."""
    return {k: v.clone() if isinstance(v, torch.Tensor) else v for k, v in inputs.items()}


def _check_subgraph(folder: Path, passes: Any, device: torch.device) -> SubgraphCheck:
    check = SubgraphCheck(folder.name)
    try:
        model = load_model(folder, device=device)
        meta = load_sample_meta(folder)
        inputs = call_arguments(meta, build_inputs(meta, device=device))
        # passnet's matcher on the traced graph (its direct invocation's), PassNet's on dynamo's
        graphs = {
            "canonical": [torch.fx.symbolic_trace(load_model(folder, device=device))],
            "passnet": _dynamo_graphs(load_model(folder, device=device), _fresh(inputs)),
        }
        for style in STYLES:
            prepared = [prepare(rule, style) for rule in passes.rules]
            check.matches[style] = sum(
                sum(count_matches(graph, prepared).values()) for graph in graphs[style]
            )
        with torch.no_grad():
            reference = model(**_fresh(inputs))
            rewritten = torch.fx.symbolic_trace(load_model(folder, device=device))
            report = PassReport([rule.name for rule in passes.rules])
            apply_passes(rewritten, passes, report)
            if report.total() == 0:
                check.error = "the pass did not rewrite the graph"
                return check
            outputs = rewritten(**_fresh(inputs))
        compared = compare_outputs(outputs, reference)
        check.correct = compared.status == "ok" and bool(compared.passes.get(STRICT_LEVEL))
        if not check.correct:
            check.error = compared.error or f"not within the tolerance of t = {STRICT_LEVEL}"
    except Exception as error:  # a failing subgraph is recorded; the others still run
        lines = str(error).strip().splitlines()
        check.error = f"{type(error).__name__}: {lines[-1] if lines else ''}"
    return check


def verify_pass(pass_folder: Path, subgraphs: list[Path], device: torch.device) -> Verification:
    started = time.monotonic()
    result = Verification()
    for file_check in check_pass_path(pass_folder):
        result.integrity += [f"{v.rule} {v.where}: {v.message}" for v in file_check.violations]
    try:
        passes = load_passes(pass_folder)
    except PassLoadError as error:
        result.integrity.append(f"load: {error}")
        result.seconds = time.monotonic() - started
        return result
    for folder in subgraphs:
        result.subgraphs.append(_check_subgraph(folder, passes, device))
    result.seconds = time.monotonic() - started
    return result
