"""A PassNet task's ``pass_dir`` loaded as PassNet's evaluator loads it (``passnet-passes:``).

What PassNet does (its ``pass_mgr`` backend and ``entry_scripts/entry.sh``), and passnet with it:

* the rules are the stems ``sorted_output_pass_rule_names.json`` lists, in that order; a folder
  without that file applies no rule (the task fails, as every rule failing to match does);
* every other ``.py`` of the folder is a helper module, importable by the rules as the package
  ``pass_dir`` (``from pass_dir.common import fused_kernel``), whatever the folder is called;
  passnet loads only those a rule imports (the load set the static layer judged);
* a rule's ``replacement_func()`` must return the same module-level function on every call (a
  nested function or lambda is an error), and at most :data:`REPLACEMENT_FUNC_LIMIT` distinct
  replacement functions and :data:`PATTERN_LIMIT` rules are applied;
* patterns are matched in the ``passnet`` style of :mod:`~passnet.runtime.passes.rewrite`.

Where passnet differs, on purpose: over a limit PassNet keeps a *random* sample of the rules or
functions; passnet keeps the first ones in rule order, so that a score is reproducible, and says
in the backend's report which rules it dropped. The integrity layer also checks the helper
modules the rules import (as replacement-side code) before anything is imported.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from passnet.integrity.files import ORDER_FILE, PassPathError, read_order
from passnet.runtime.passes.loader import (
    PassLoadError,
    PassRule,
    PassSet,
    enter_pass_folder,
    load_pass_file,
)

__all__ = [
    "PATTERN_LIMIT",
    "REPLACEMENT_FUNC_LIMIT",
    "LoadedPassDir",
    "load_pass_dir",
    "rule_files",
]

PATTERN_LIMIT = 100
"""``output_pass_pattern_limit`` of PassNet's entry.sh."""
REPLACEMENT_FUNC_LIMIT = 1
"""``output_pass_replacement_func_limit`` of PassNet's entry.sh."""


@dataclass(frozen=True)
class LoadedPassDir:
    """The rules PassNet would apply, and what the limits left out."""

    passes: PassSet
    dropped: list[str] = field(default_factory=list)
    """``rule: reason`` for every listed rule that the limits left out."""


def rule_files(root: Path) -> list[Path]:
    """The rule files the ordering file lists (none without one); :class:`PassLoadError` when
    the ordering file is unreadable."""
    order = root / ORDER_FILE
    if not order.is_file():
        return []
    try:
        return [root / f"{name}.py" for name in read_order(order)]
    except PassPathError as error:
        raise PassLoadError(str(error)) from error


def load_pass_dir(path: str | Path) -> LoadedPassDir:
    """Loads a ``pass_dir`` as PassNet does; :class:`PassLoadError` says what is wrong."""
    root = Path(path)
    if not root.is_dir():
        raise PassLoadError(f"{root}: no such pass folder (the task has no pass_dir)")
    files = rule_files(root)
    if not files:
        raise PassLoadError(
            f"{root}: no {ORDER_FILE} listing rules; PassNet applies no rule without one"
        )
    enter_pass_folder(root)
    rules = [load_pass_file(file, file.stem) for file in files]
    functions: dict[int, Any] = {}
    for rule in rules:
        function = rule.replacement_func()
        if function is not rule.replacement_func():
            raise PassLoadError(
                f"{rule.path}: replacement_func() returns a new function on every call; return "
                "a module-level function (PassNet rejects nested functions and lambdas)"
            )
        functions.setdefault(id(function), function)
    allowed = set(list(functions)[:REPLACEMENT_FUNC_LIMIT])
    kept: list[PassRule] = []
    dropped: list[str] = []
    for rule in rules:
        if id(rule.replacement_func()) not in allowed:
            dropped.append(
                f"{rule.name}: its replacement function is beyond the limit of "
                f"{REPLACEMENT_FUNC_LIMIT} per pass folder"
            )
        elif len(kept) >= PATTERN_LIMIT:
            dropped.append(f"{rule.name}: beyond the limit of {PATTERN_LIMIT} rules")
        else:
            kept.append(rule)
    return LoadedPassDir(PassSet(root=root, rules=tuple(kept)), dropped)
