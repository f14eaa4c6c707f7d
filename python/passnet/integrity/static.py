"""The static layer: a pass file's AST, checked before the file is imported.

Only what can run is judged: a pass folder's listed rules and the modules they import
(:mod:`~passnet.integrity.load_set`); its other modules are reported as not loaded, and the
harness never imports them. Each function is checked by the rules of its side
(:mod:`~passnet.integrity.module_table`): the replacement side may only allocate, read metadata,
make views and launch the pass's own kernels (:mod:`~passnet.integrity.policy`); Triton kernels
may only use ``triton.language``; the pattern side may compute with torch as GraphNet's graphs
do. Everywhere: no imports outside the allowlist, no eval/exec, no files, no frames or dunder
escapes, no names looked up at run time, no assignments to state that outlives a call or to what
the pass did not create. Values are typed just enough to see operators on tensors: a wrapper's
parameters and what allocations and views return are tensors; a helper's parameters are not
known, and the dispatch layer watches what they do.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from passnet.integrity.arguments import ArgumentConstants, is_literal
from passnet.integrity.files import PACKAGE, pass_files, pass_folders
from passnet.integrity.load_set import LoadSet, build_load_set
from passnet.integrity.module_table import ModuleTable, build_table
from passnet.integrity.policy import LOCAL_MODULES
from passnet.integrity.roles import ModuleRole, module_roles
from passnet.integrity.rules import Violation
from passnet.integrity.scope import Scope

__all__ = [
    "FileCheck",
    "StaticError",
    "check_load_set",
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
    loaded: bool = True
    """False for a module of a pass folder that no listed rule imports: it is not judged and the
    harness never imports it."""


def check_pass_path(path: str | Path) -> list[FileCheck]:
    """The static layer over what can run of ``path`` (a pass file, a pass folder or a folder of
    pass folders): each folder's rules and the modules they import (:mod:`load_set`), with the
    folder's other modules reported as not loaded. Raises :class:`PassPathError` when the path
    holds no pass file."""
    root = Path(path)
    pass_files(root)  # raises when the path holds no pass file
    units = [root] if root.is_file() else pass_folders(root)
    return [check for unit in units for check in check_load_set(build_load_set(unit))]


def check_pass_file(file: str | Path) -> FileCheck:
    """One pass file checked as a rule of its own, with the modules of its folder it imports
    judged as :func:`check_pass_path` judges them; its own verdict."""
    file = Path(file)
    checks = check_load_set(build_load_set(file))
    mine = next(c for c in checks if c.file == file)
    others = [v for c in checks if c.file != file for v in c.violations]
    errors = [c.error for c in checks if c.file != file and c.error]
    mine.violations.extend(others)
    if mine.error is None and errors:
        mine.error = errors[0]
    return mine


def check_load_set(load: LoadSet) -> list[FileCheck]:
    """Each runnable module of ``load`` by the rules of its role (:mod:`roles`); the rest as not
    loaded."""
    checks = []
    roles = module_roles(load)
    with local_package([PACKAGE]):
        for file in load.runnable():
            role = roles.get(file, ModuleRole(helper=file not in load.rules))
            try:
                violations = inspect_file(
                    file,
                    helper=role.helper,
                    pattern_roots=role.pattern_roots,
                    replacement_roots=role.replacement_roots,
                    callers=role.callers,
                )
                check = FileCheck(file, violations)
            except StaticError as error:
                check = FileCheck(file, error=str(error))
            check.violations[:0] = load.violations.get(file, [])
            checks.append(check)
    checks += [FileCheck(file, loaded=False) for file in load.not_loaded]
    return checks


@contextmanager
def local_package(modules: Iterable[str]) -> Iterator[None]:
    """While checking one pass folder: its package (``pass_dir``) may be imported by its files;
    which of its modules resolve, and to what, is the load set's to judge."""
    token = LOCAL_MODULES.set(frozenset(modules))
    try:
        yield
    finally:
        LOCAL_MODULES.reset(token)


def inspect_file(
    path: str | Path,
    helper: bool = False,
    pattern_roots: Iterable[str] = (),
    replacement_roots: Iterable[str] = (),
    callers: Mapping[str, list[ArgumentConstants]] | None = None,
) -> list[Violation]:
    """The static violations of one pass file: a rule, or with ``helper`` a module rules import
    (see :func:`inspect_source`); raises :class:`StaticError` when it cannot be read or
    parsed."""
    file = Path(path)
    try:
        source = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StaticError(f"{file}: cannot be read: {error}") from error
    return inspect_source(source, str(file), helper, pattern_roots, replacement_roots, callers)


def inspect_source(
    source: str,
    filename: str,
    helper: bool = False,
    pattern_roots: Iterable[str] = (),
    replacement_roots: Iterable[str] = (),
    callers: Mapping[str, list[ArgumentConstants]] | None = None,
) -> list[Violation]:
    """The static violations of a pass module's source. A rule's pattern side is ``pattern``,
    ``replacement_args`` and what only they reach; a ``helper``'s is only ``pattern_roots`` (the
    functions rules import from it as their pattern) and what only they reach: whatever else a
    rule imports from a helper may run as its replacement. ``replacement_roots``: names of a
    rule that other modules import (replacement side). ``callers``: what the rules that return
    one of its functions hand it (:mod:`~passnet.integrity.arguments`)."""
    try:
        module = ast.parse(source, filename)
    except SyntaxError as error:
        raise StaticError(
            f"{filename}:{error.lineno}:{error.offset or 0}: SyntaxError: {error.msg}"
        ) from error
    table = build_table(module, helper, pattern_roots, replacement_roots, callers)
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
        if function.args.vararg is not None:  # ``def replacement_args(*args): return args``
            parameters.add(function.args.vararg.arg)
        body = [
            s
            for s in function.body
            if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
        ]
        # Names bound to constants (``route = "s1_g256"``, a module-level ``BLOCK``) may be
        # handed on like literals: they select a kernel, they compute nothing.
        constants = set(self.table.constants)
        while body and _binds_constant(body[0], constants):
            constants.update(t.id for t in body[0].targets)  # type: ignore[attr-defined]
            body = body[1:]

        def passes_through(node: ast.expr) -> bool:
            if is_literal(node, constants):
                return True
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


def _binds_constant(statement: ast.stmt, constants: set[str]) -> bool:
    """``name = literal`` (see :func:`is_literal`)."""
    return (
        isinstance(statement, ast.Assign)
        and all(isinstance(t, ast.Name) for t in statement.targets)
        and is_literal(statement.value, constants)
    )
