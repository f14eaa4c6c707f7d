"""One task through synthesis: its subgraphs traced, grouped by structure (one pattern each)
and by rank (one kernel each), each group lowered by its template (convolution or attention
where it has one, GEMM where it has a matrix product, rows where it reduces, elementwise
otherwise), the pass folder written and verified. What does not lower says why; a pass that
fails verification is removed, never kept half right."""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from passnet.synth.attention import covers as has_attention
from passnet.synth.attention import lower_attention
from passnet.synth.conv import DEFAULT_DIRECT, lower_conv
from passnet.synth.conv import covers as has_conv
from passnet.synth.gemm import DEFAULT_GEMM, lower_gemm
from passnet.synth.gemm import covers as has_product
from passnet.synth.loops import lower_elementwise
from passnet.synth.pattern import Unsupported, input_ranks, rank_key, structure_key, write_pattern
from passnet.synth.pieces import split_pieces
from passnet.synth.rows import covers, lower_rows
from passnet.synth.suite import Task
from passnet.synth.trace import Traced, TraceError, trace_subgraph
from passnet.synth.tuning import Tuning
from passnet.synth.verify import Verification, verify_pass
from passnet.synth.write import Rule, write_pass_folder

__all__ = ["TaskReport", "synthesize_task"]


@dataclass
class TaskReport:
    task: str
    family: str
    split: str
    subgraphs: int
    template: str | None = None
    status: str = "uncovered"  # "covered", "partial", "uncovered", "dropped"
    reason: str | None = None
    patterns: int = 0
    kernels: int = 0
    variants: list[dict[str, Any]] = field(default_factory=list)
    left_to_eager: list[str] = field(default_factory=list)  # pieces no template takes, why
    verification: Verification | None = None
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        verification = self.verification
        return {
            "task": self.task,
            "family": self.family,
            "split": self.split,
            "subgraphs": self.subgraphs,
            "template": self.template,
            "status": self.status,
            "reason": self.reason,
            "patterns": self.patterns,
            "kernels": self.kernels,
            "variants": self.variants,
            "left_to_eager": self.left_to_eager,
            "matched": verification.matched if verification else 0,
            "matched_passnet": verification.matched_passnet if verification else 0,
            "correct": verification.correct if verification else 0,
            "integrity": verification.integrity if verification else [],
            "checks": [s.to_json() for s in verification.subgraphs] if verification else [],
            "verify_seconds": round(verification.seconds, 3) if verification else 0.0,
            "synthesis_seconds": round(self.seconds, 3),
        }


def _lower(traced: list[Traced], tuning: Tuning, report: TaskReport) -> list[Rule]:
    pieces = [p for t in traced for p in split_pieces(t)]
    if not pieces:
        raise Unsupported("the subgraph only views its inputs (nothing to compute)")
    by_structure: dict[Any, list[Traced]] = {}
    alone: dict[Any, bool] = {}
    for piece in pieces:
        key = structure_key(piece.traced)
        by_structure.setdefault(key, []).append(piece.traced)
        alone[key] = alone.get(key, True) and piece.alone
    rules: list[Rule] = []
    reasons: list[str] = []
    count = 0
    for key, members in by_structure.items():
        # A piece beside others that no template takes stays in the graph, run by eager.
        failures = reasons if alone[key] else report.left_to_eager
        try:
            pattern = write_pattern(members)
        except Unsupported as error:
            failures.append(str(error))
            continue
        by_rank: dict[Any, list[Traced]] = {}
        for item in members:
            by_rank.setdefault(rank_key(item), []).append(item)
        variants = []
        for same_rank in by_rank.values():
            config = tuning.elementwise(same_rank)
            template = "rows" if covers(same_rank) else "elementwise"
            lower: Any = lower_rows if template == "rows" else lower_elementwise
            # conv and attention first: their graphs may also hold a matrix product
            if has_conv(same_rank):
                template, lower = "conv", lower_conv
                config = {"table": tuning.table.get("conv", DEFAULT_GEMM), "direct": DEFAULT_DIRECT}
            elif has_attention(same_rank):
                template, lower, config = "attention", lower_attention, {}
            elif has_product(same_rank):
                template, lower = "gemm", lower_gemm
                config = {"table": tuning.table.get("gemm", DEFAULT_GEMM)}
            started = time.monotonic()
            try:
                kernel = lower(same_rank, pattern, str(count), **config)
            except (Unsupported, NotImplementedError) as error:
                failures.append(str(error))
                continue
            count += 1
            keys = [v[0] for v in variants]
            ranks = input_ranks(same_rank[0])
            if ranks in keys:
                failures.append(f"two rank signatures with inputs of ranks {ranks}")
                continue
            variants.append((ranks, kernel))
            report.variants.append(
                {
                    "template": template,
                    "input_ranks": list(ranks),
                    "subgraphs": len(same_rank),
                    "config": config,
                    "outputs": kernel.outputs,
                    "computed_outputs": kernel.computed,
                    "lowering_seconds": round(time.monotonic() - started, 3),
                }
            )
        if variants:
            rules.append(Rule(pattern, variants))
    if reasons:
        report.reason = "; ".join(sorted(set(reasons)))
    report.left_to_eager = sorted(set(report.left_to_eager))
    return rules


def synthesize_task(
    task: Task, out: Path, tuning: Tuning, device: torch.device, verify: bool = True
) -> TaskReport:
    started = time.monotonic()
    report = TaskReport(task.id, task.family, task.split, len(task.subgraphs))
    folder = out / task.id
    try:
        traced = [trace_subgraph(path) for path in task.subgraphs]
        rules = _lower(traced, tuning, report)
    except (TraceError, Unsupported) as error:
        report.reason = str(error)
        rules = []
    if not rules:
        shutil.rmtree(folder, ignore_errors=True)
        report.seconds = time.monotonic() - started
        return report
    report.template = "+".join(sorted({v["template"] for v in report.variants}))
    report.patterns = len(rules)
    report.kernels = sum(len(rule.variants) for rule in rules)
    write_pass_folder(folder, task.id, task.family, rules)
    covered_all = report.reason is None
    if verify:
        report.verification = verify_pass(folder, list(task.subgraphs), device)
        if not report.verification.clean or report.verification.correct == 0:
            report.status = "dropped"
            failures = report.verification.integrity or [
                c.error or "" for c in report.verification.subgraphs if not c.correct
            ]
            report.reason = "; ".join(sorted({f for f in failures if f}))[:2000]
            shutil.rmtree(folder, ignore_errors=True)
            report.seconds = time.monotonic() - started
            return report
        covered_all = covered_all and report.verification.passed
    report.status = "covered" if covered_all else "partial"
    report.seconds = time.monotonic() - started
    return report
