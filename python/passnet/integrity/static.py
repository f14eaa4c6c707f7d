"""The static layer: a pass file's AST, checked before the file is imported.

Each function is checked by the rules of its side (:mod:`~passnet.integrity.module_table`): the
replacement side may only allocate, read metadata, make views and launch the pass's own kernels
(:mod:`~passnet.integrity.policy`); Triton kernels may only use ``triton.language``; the pattern
side may compute with torch. Everywhere: no imports outside the allowlist, no eval/exec, no
files, no frames or dunder escapes, no names looked up at run time, no assignments to what the
pass did not create. Values are typed just enough to see operators on tensors: a wrapper's
parameters and what allocations and views return are tensors; a helper's parameters are not
known, and the dispatch layer watches what they do.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from passnet.integrity.files import PACKAGE, helper_files, pass_files, pass_folders
from passnet.integrity.module_table import ModuleTable, build_table
from passnet.integrity.policy import LOCAL_MODULES
from passnet.integrity.rules import Violation
from passnet.integrity.scope import Scope

__all__ = [
    "FileCheck",
    "StaticError",
    "check_pass_file",
    "check_pass_path",
    "inspect_file",
    "inspect_source",
    "local_package",
]


class StaticError(Exception):
    """A pass file that cannot be read or parsed (the message holds file:line:col)."""


@dataclass
class FileCheck:
    """One file of a pass path and what the static layer found in it."""

    file: Path
    violations: list[Violation] = field(default_factory=list)
    error: str | None = None
    """Set when the file cannot be read or parsed (the message holds file:line:col)."""


def check_pass_path(path: str | Path) -> list[FileCheck]:
    """The static layer over every pass file of ``path`` and every helper module of its pass
    folders (checked as replacement-side code; the folder's passes may import them as
    ``pass_dir.NAME``). Raises :class:`PassPathError` when the path holds no pass file."""
    files = pass_files(path)
    helpers = {folder: helper_files(folder) for folder in pass_folders(path)}
    checks: list[FileCheck] = []
    for file in files:
        checks.append(_check(file, helpers.get(file.parent, []), helper=False))
    for folder_helpers in helpers.values():
        for helper in folder_helpers:
            checks.append(_check(helper, folder_helpers, helper=True))
    return checks


def check_pass_file(file: str | Path) -> FileCheck:
    """One file checked as :func:`check_pass_path` checks it within its folder: a pass that may
    import its folder's helper modules, or one of those helpers."""
    file = Path(file)
    helpers = helper_files(file.parent)
    return _check(file, helpers, helper=file in helpers)


def _check(file: Path, helpers: list[Path], helper: bool) -> FileCheck:
    modules = {f"{PACKAGE}.{h.stem}" for h in helpers} | ({PACKAGE} if helpers else set())
    with local_package(modules):
        try:
            return FileCheck(file, inspect_file(file, helper=helper))
        except StaticError as error:
            return FileCheck(file, error=str(error))


@contextmanager
def local_package(modules: Iterable[str]) -> Iterator[None]:
    """While checking one pass folder: its helper modules (``pass_dir``, ``pass_dir.common``)
    may be imported by its files."""
    token = LOCAL_MODULES.set(frozenset(modules))
    try:
        yield
    finally:
        LOCAL_MODULES.reset(token)


def inspect_file(path: str | Path, helper: bool = False) -> list[Violation]:
    """The static violations of one pass file (``helper``: a helper module of a ``pass_dir``,
    all of whose functions are replacement-side); raises :class:`StaticError` when it cannot be
    read or parsed."""
    file = Path(path)
    try:
        source = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StaticError(f"{file}: cannot be read: {error}") from error
    return inspect_source(source, str(file), helper)


def inspect_source(source: str, filename: str, helper: bool = False) -> list[Violation]:
    """The static violations of a pass module's source (``helper``: see :func:`inspect_file`)."""
    try:
        module = ast.parse(source, filename)
    except SyntaxError as error:
        raise StaticError(
            f"{filename}:{error.lineno}:{error.offset or 0}: SyntaxError: {error.msg}"
        ) from error
    table = build_table(module)
    if helper:
        # Nothing in a helper is a pattern: whatever a rule imports from it may run as its
        # replacement.
        table.replacement_side = set(table.functions) | set(table.classes)
    checker = _Checker(table, source.splitlines(), filename)
    checker.check_module(module)
    return checker.violations


class _Checker:
    """Collects violations over a module; one :class:`_Scope` per function checked."""

    def __init__(self, table: ModuleTable, lines: list[str], filename: str) -> None:
        self.table = table
        self.lines = lines
        self.filename = filename
        self.violations: list[Violation] = []
        self._seen: set[tuple[str, int, int]] = set()

    def report(self, rule: str, node: ast.AST, message: str) -> None:
        line = getattr(node, "lineno", 0)
        column = getattr(node, "col_offset", 0)
        if (rule, line, column) in self._seen:
            return
        self._seen.add((rule, line, column))
        text = self.lines[line - 1].strip() if 0 < line <= len(self.lines) else ""
        where = f"{self.filename}:{line}:{column + 1}"
        self.violations.append(Violation(rule, where, text, message))

    def check_module(self, module: ast.Module) -> None:
        table = self.table
        for statement in module.body:
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            Scope(self, "replacement", statement, top_level=True).run([statement])
        for name, function in table.functions.items():
            if name in table.kernels:
                side = "kernel"
            elif name in table.replacement_side:
                side = "replacement"
            else:
                side = "pattern"
            Scope(self, side, function, wrapper=name in table.wrappers).run_function()
            if name == "replacement_args":
                self._check_replacement_args(function)
        for name, klass in table.classes.items():
            side = "replacement" if name in table.replacement_side else "pattern"
            for base in klass.bases:
                Scope(self, side, klass).run([base])
            for item in klass.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    Scope(self, side, item).run_function()
                else:
                    Scope(self, side, item, top_level=True).run([item])

    def _check_replacement_args(self, function: ast.AST) -> None:
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self.report("replacement-args", function, "replacement_args must be a function")
            return
        parameters = {a.arg for a in (*function.args.posonlyargs, *function.args.args)}
        body = [
            s
            for s in function.body
            if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
        ]

        def passes_through(node: ast.expr) -> bool:
            if isinstance(node, ast.Name):
                return node.id in parameters
            if isinstance(node, ast.Starred):
                return passes_through(node.value)
            if isinstance(node, (ast.Tuple, ast.List)):
                return all(passes_through(e) for e in node.elts)
            return isinstance(node, ast.Constant)

        ok = (
            len(body) == 1
            and isinstance(body[0], ast.Return)
            and body[0].value is not None
            and passes_through(body[0].value)
        )
        if not ok:
            culprit = next(
                (s for s in body if not isinstance(s, ast.Return)), body[0] if body else function
            )
            self.report(
                "replacement-args",
                culprit,
                "replacement_args may only return its parameters, reordered or selected",
            )
