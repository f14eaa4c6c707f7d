"""A task's pass folder in PassNet's format, written from its patterns and kernels: one rule
file per structure of the task (almost always one), the ordering file, and, where a task has
several structures, one helper module holding the kernels and the one replacement function the
rules share (PassNet applies at most one replacement function per folder). Everything the pass
runs is in the folder: the shape helpers (``pass_runtime``), the kernels, the wrapper."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from passnet.integrity.files import ORDER_FILE
from passnet.synth.loops import LoopKernel
from passnet.synth.pattern import PatternSource

__all__ = ["Rule", "rule_stem", "write_pass_folder"]

_RUNTIME = Path(__file__).with_name("pass_runtime.py")
_KERNEL_HELPERS = Path(__file__).with_name("kernel_helpers.py")
_IMPORTS = "import math\n\nimport torch\nimport triton\nimport triton.language as tl\n"


@dataclass
class Rule:
    """One pattern and its kernels, one per rank signature of the task's subgraphs (keyed by
    their tensor inputs' ranks, which the replacement reads on every call)."""

    pattern: PatternSource
    variants: list[tuple[tuple[int, ...], LoopKernel]]


def rule_stem(task_id: str) -> str:
    """A task id as a rule name: unique in a pass set (the ids are), a Python identifier."""
    return "synth_" + re.sub(r"\W", "_", task_id)


def _helpers() -> str:
    text = _RUNTIME.read_text()
    kernels = _KERNEL_HELPERS.read_text()
    return (
        text[text.rindex("# -- helpers --") :].strip()
        + "\n\n\n"
        + kernels[kernels.rindex("# -- kernel helpers --") :].strip()
        + "\n"
    )


def _header(task_id: str, family: str, what: str) -> str:
    return (
        f'"""{what} of PassBench task {task_id} (op family {family}), written by passnet synth.\n\n'
        "The pattern is the task's op sequence; the replacement is one Triton kernel launch\n"
        "(the elementwise template: every output's elements computed from the inputs through\n"
        "index arithmetic over the call's own sizes). Generated code: edit the generator.\n"
        '"""\n\n# ruff: noqa\n'
    )


def _pattern_part(rule: Rule, name: str, index: int | None) -> str:
    params = ", ".join(p.name for p in rule.pattern.params)
    forwarded = [str(index)] if index is not None else []
    forwarded += [p.name for p in rule.pattern.params]
    args = forwarded[0] + "," if len(forwarded) == 1 else ", ".join(forwarded)
    return (
        rule.pattern.source("pattern")
        + f"\n\ndef replacement_args({params}):\n    return ({args})\n"
        + f"\n\ndef replacement_func():\n    return {name}\n"
    )


def _kernels(rules: Sequence[Rule]) -> str:
    parts: list[str] = []
    for rule in rules:
        for _, kernel in rule.variants:
            parts += ["\n\n", kernel.kernel, "\n\n", kernel.wrapper]
    return "".join(parts)


def _entry(stem: str, rules: Sequence[Rule]) -> str:
    """The one replacement function: straight to the kernel's wrapper where the task has one
    pattern and one rank signature, else dispatching on (rule, input ranks)."""
    if len(rules) == 1 and len(rules[0].variants) == 1:
        params = ", ".join(p.name for p in rules[0].pattern.params)
        run = rules[0].variants[0][1].run_name
        return f"\n\n@torch.fx.wrap\ndef {stem}({params}):\n    return {run}({params})\n"
    table = ", ".join(
        f"({index}, {ranks!r}): {kernel.run_name}"
        for index, rule in enumerate(rules)
        for ranks, kernel in rule.variants
    )
    return (
        f"\n\n_VARIANTS = {{{table}}}\n\n\n@torch.fx.wrap\n"
        f"def {stem}(rule, *args):\n"
        "    ranks = tuple(a.dim() for a in args if isinstance(a, torch.Tensor))\n"
        "    run = _VARIANTS.get((rule, ranks))\n"
        "    if run is None:\n"
        "        raise NotImplementedError(\n"
        f'            f"{stem}: no kernel for inputs of ranks {{ranks}} (pattern {{rule}})"\n'
        "        )\n"
        "    return run(*args)\n"
    )


def write_pass_folder(folder: Path, task_id: str, family: str, rules: Sequence[Rule]) -> list[Path]:
    """Writes the folder (replacing what a previous synthesis left) and returns its files."""
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.py"):
        stale.unlink()
    stem = rule_stem(task_id)
    written: list[Path] = []
    direct = len(rules) == 1 and len(rules[0].variants) == 1
    code = _helpers() + _kernels(rules) + _entry(stem, rules)
    if len(rules) == 1:
        path = folder / f"{stem}.py"
        text = _header(task_id, family, "A pass") + _IMPORTS + "\n\n" + code + "\n\n"
        path.write_text(text + _pattern_part(rules[0], stem, None if direct else 0))
        written.append(path)
        names = [stem]
    else:
        module = f"{stem}_kernels"
        helper = folder / f"{module}.py"
        helper.write_text(_header(task_id, family, "Kernels") + _IMPORTS + "\n\n" + code)
        written.append(helper)
        names = []
        for index, rule in enumerate(rules):
            name = f"{stem}_{index}"
            path = folder / f"{name}.py"
            path.write_text(
                _header(task_id, family, f"Pattern {index}")
                + "import torch\n\n"
                + f"from pass_dir.{module} import {stem}\n\n"
                + f'torch.fx.wrap("{stem}")\n\n\n'
                + _pattern_part(rule, stem, index)
            )
            written.append(path)
            names.append(name)
    order = folder / ORDER_FILE
    order.write_text(json.dumps(names, indent=1) + "\n")
    written.append(order)
    return written
