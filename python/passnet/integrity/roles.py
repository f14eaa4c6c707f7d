"""What the modules of a pass folder's load set ask of each other: which functions of a module
run as a rule's pattern, which as its replacement, and what constants the rules hand the wrappers
they return.

A name a module imports from another module of the folder plays the role of the code that uses
it: what a rule's replacement side (``replacement_func``, its wrappers, its top-level code) uses
is replacement code wherever it is defined; what only the rule's ``pattern`` uses (or a function
imported *as* ``pattern``) is pattern code; a helper module is replacement code throughout, so
whatever it uses is too. A module imported whole (``import pass_dir.common as c``) may run any of
its functions as a replacement. A name imported and used by nobody plays no role and is judged as
the rest of its module.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

from passnet.integrity.arguments import ArgumentConstants, argument_constants, replacement_target
from passnet.integrity.files import PACKAGE
from passnet.integrity.load_set import LoadSet, module_name_of
from passnet.integrity.module_table import PATTERN_ROOTS, ModuleTable, build_table, names_loaded

__all__ = ["ModuleRole", "module_roles"]

_UNKNOWN = ArgumentConstants(sys.maxsize, frozenset())
"""A ``replacement_args`` whose return cannot be read: no parameter is known constant."""


@dataclass
class ModuleRole:
    """How the static layer judges one runnable module of a load set."""

    helper: bool
    """Judged as replacement code throughout, but for ``pattern_roots``."""
    pattern_roots: set[str] = field(default_factory=set)
    replacement_roots: set[str] = field(default_factory=set)
    """Names of a rule that other modules' replacement code uses."""
    callers: dict[str, list[ArgumentConstants]] = field(default_factory=dict)
    """Per function, what the ``replacement_args`` of each rule returning it hands it."""


def module_roles(load: LoadSet) -> dict[Path, ModuleRole]:
    """The role of each runnable module of ``load`` (unparsable ones are left out: their own
    check reports them)."""
    modules = {file: module_name_of(load.root, file) for file in load.runnable()}
    helpers = {
        file
        for file, module in modules.items()
        if file not in load.rules or module in load.whole_imports
    }
    pattern_uses: dict[str, set[str]] = {}
    replacement_uses: dict[str, set[str]] = {}
    callers: dict[str, dict[str, list[ArgumentConstants]]] = {}
    for file, module in modules.items():
        table = _table(file, helper=file in helpers)
        if table is None:
            continue
        package = module if file.name == "__init__.py" else module.rpartition(".")[0]
        replacement_names = _replacement_names(table)
        for local, qualified in table.aliases.items():
            target = _absolute(qualified, package)
            if target is None:
                continue
            owner, _, name = target.rpartition(".")
            if file in helpers or local in replacement_names:
                replacement_uses.setdefault(owner, set()).add(name)
            elif local in PATTERN_ROOTS or local in set(names_loaded(_pattern_side(table))):
                pattern_uses.setdefault(owner, set()).add(name)
        if file in load.rules:
            target = _absolute(replacement_target(table) or "", package)
            if target is not None:
                owner, _, function = target.rpartition(".")
                calls = argument_constants(table) or _UNKNOWN
                callers.setdefault(owner, {}).setdefault(function, []).append(calls)
    roles = {}
    for file, module in modules.items():
        whole = module in load.whole_imports
        used = replacement_uses.get(module, set())
        roles[file] = ModuleRole(
            helper=file in helpers,
            pattern_roots=set() if whole else pattern_uses.get(module, set()) - used,
            replacement_roots=used,
            callers=callers.get(module, {}),
        )
    return roles


def _table(file: Path, helper: bool) -> ModuleTable | None:
    try:
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return None
    return build_table(tree, helper)


def _replacement_names(table: ModuleTable) -> set[str]:
    reached = [table.functions.get(n) or table.classes.get(n) for n in table.replacement_side]
    nodes: list[ast.AST] = [n for n in reached if n is not None]
    return set(names_loaded([*nodes, *table.top_level_code]))


def _pattern_side(table: ModuleTable) -> list[ast.AST]:
    return [
        node
        for name, node in [*table.functions.items(), *table.classes.items()]
        if name not in table.replacement_side
    ]


def _absolute(qualified: str, package: str) -> str | None:
    """``pass_dir.common.f`` for ``pass_dir.common.f`` or, in package ``pass_dir``,
    ``.common.f``; None for names outside the folder's package."""
    if qualified.startswith("."):
        level = len(qualified) - len(qualified.lstrip("."))
        parts = package.split(".")
        if level > len(parts):
            return None
        base = ".".join(parts[: len(parts) - level + 1])
        qualified = f"{base}.{qualified[level:]}"
    return qualified if qualified.startswith(PACKAGE + ".") else None
