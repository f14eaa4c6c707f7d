"""What a pass module defines at its top level, as the static layer needs it: imported names and
aliases (``F = torch.nn.functional``) with their qualified names, functions, classes, Triton
kernels, constants and mutable objects, and which functions each side of the pass reaches.

The *replacement side* is everything that runs when the rewritten graph runs: ``replacement_func``,
the wrapper it returns, every module-level function or class they name (transitively), and the
module's own top-level code (it runs at import, inside the harness). The *pattern side* is
``pattern`` and ``replacement_args`` and what only they reach: traced once, at rewrite time, and
allowed torch compute.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from passnet.integrity.arguments import (
    ArgumentConstants,
    argument_constants,
    is_literal,
    scalar_parameters,
)

__all__ = ["ModuleTable", "build_table", "names_loaded"]

REPLACEMENT_ROOT = "replacement_func"
PATTERN_ROOTS = ("pattern", "replacement_args")
_MUTABLE_CONSTRUCTORS = frozenset(
    {"dict", "list", "set", "bytearray", "defaultdict", "OrderedDict", "Counter", "deque"}
)


@dataclass
class ModuleTable:
    """A pass module's top level (see the module docs)."""

    aliases: dict[str, str] = field(default_factory=dict)
    functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda] = field(
        default_factory=dict
    )
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)
    kernels: set[str] = field(default_factory=set)
    wrappers: set[str] = field(default_factory=set)
    constants: set[str] = field(default_factory=set)
    mutable: set[str] = field(default_factory=set)
    partials: set[str] = field(default_factory=set)
    """Names bound to ``functools.partial(...)`` of module functions: callables, not state."""
    top_level_code: list[ast.stmt] = field(default_factory=list)
    replacement_side: set[str] = field(default_factory=set)
    scalar_parameters: dict[str, set[str]] = field(default_factory=dict)
    """Per wrapper, the parameters ``replacement_args`` fills with constants (a route string, a
    scale): not tensors."""

    def resolve(self, node: ast.expr) -> str | None:
        """The qualified name of ``torch.nn.functional.gelu``-like chains rooted at an import or
        a module-level alias; None for anything else."""
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.resolve(node.value)
            return f"{base}.{node.attr}" if base is not None else None
        return None

    def defined(self, name: str) -> bool:
        return (
            name in self.functions
            or name in self.classes
            or name in self.constants
            or name in self.mutable
            or name in self.partials
            or name in self.aliases
        )


def names_loaded(nodes: list[ast.AST] | ast.AST) -> Iterator[str]:
    """Every name read anywhere under ``nodes`` (bodies, decorators, defaults)."""
    for root in nodes if isinstance(nodes, list) else [nodes]:
        for node in ast.walk(root):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                yield node.id


def _qualified_import(node: ast.Import | ast.ImportFrom) -> Iterator[tuple[str, str]]:
    """(local name, qualified name) of each name an import binds."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.asname:
                yield alias.asname, alias.name
            else:
                root = alias.name.split(".")[0]
                yield root, root
        return
    dots = "." * node.level
    for alias in node.names:
        module = f"{dots}{node.module}." if node.module else dots
        yield alias.asname or alias.name, f"{module}{alias.name}"


def _is_constant(node: ast.expr, table: ModuleTable) -> bool:
    """Literals, module constants and attributes of imports (``torch.float16``), in tuples and
    arithmetic (a list is state)."""
    return is_literal(
        node,
        table.constants,
        imported=lambda n: isinstance(n, ast.Attribute) and table.resolve(n) is not None,
        lists=False,
    )


def _is_partial_of_functions(node: ast.expr, table: ModuleTable) -> bool:
    """``functools.partial(f, ...)`` of a module function with constant arguments: a callable.
    A partial holding anything else (a bound ``dict.setdefault``, a container) holds state."""
    if not isinstance(node, ast.Call) or table.resolve(node.func) != "functools.partial":
        return False
    if not node.args or not isinstance(node.args[0], ast.Name):
        return False
    if node.args[0].id not in table.functions:
        return False
    rest = [*node.args[1:], *(k.value for k in node.keywords)]
    return all(_is_constant(arg, table) for arg in rest)


def _is_kernel(function: ast.FunctionDef | ast.AsyncFunctionDef, table: ModuleTable) -> bool:
    for decorator in function.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if table.resolve(target) in ("triton.jit", "triton.autotune", "triton.heuristics"):
            return True
    return False


def _is_fx_wrapped(function: ast.FunctionDef | ast.AsyncFunctionDef, table: ModuleTable) -> bool:
    return any(table.resolve(d) == "torch.fx.wrap" for d in function.decorator_list)


def build_table(
    module: ast.Module,
    helper: bool = False,
    pattern_roots: Iterable[str] = (),
    replacement_roots: Iterable[str] = (),
    callers: Mapping[str, list[ArgumentConstants]] | None = None,
) -> ModuleTable:
    """Reads the top level of a parsed pass module. A rule's replacement side starts at
    ``replacement_func``, its wrappers, its top-level code and ``replacement_roots`` (what other
    modules' replacement code uses of it); a ``helper``'s (a module rules import) at everything
    it defines but ``pattern_roots``, what rules use of it only as their pattern
    (:mod:`~passnet.integrity.roles`).
    ``callers``: per function, what the ``replacement_args`` of rules that return it hand it
    (see :mod:`~passnet.integrity.arguments`)."""
    table = ModuleTable()
    for statement in module.body:
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            for local, qualified in _qualified_import(statement):
                table.aliases[local] = qualified
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            table.functions[statement.name] = statement
            if _is_kernel(statement, table):
                table.kernels.add(statement.name)
            # ``@torch.fx.wrap`` on a pattern makes it a leaf where other traced code calls it;
            # the rewrite traces its body all the same: pattern code unless the replacement
            # side reaches it.
            if _is_fx_wrapped(statement, table) and statement.name not in PATTERN_ROOTS:
                table.wrappers.add(statement.name)
        elif isinstance(statement, ast.ClassDef):
            table.classes[statement.name] = statement
        elif (
            isinstance(statement, (ast.Assign, ast.AnnAssign))
            and statement.value is not None
            and _simple_targets(statement)
        ):
            _record_assignment(statement, table)
        elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue  # the docstring
        else:
            table.top_level_code.append(statement)
    _returned_wrappers(table)
    own = argument_constants(table)
    for name in table.wrappers:
        calls = [*(callers or {}).get(name, []), *([own] if own is not None else [])]
        table.scalar_parameters[name] = scalar_parameters(table.functions[name], calls)
    if helper:
        skipped = set(pattern_roots)
        roots = [n for n in [*table.functions, *table.classes] if n not in skipped]
    else:
        roots = [REPLACEMENT_ROOT, *table.wrappers, *replacement_roots]
    table.replacement_side = _reached(table, roots)
    return table


def _simple_targets(statement: ast.Assign | ast.AnnAssign) -> bool:
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    return all(isinstance(t, ast.Name) for t in targets)


def _record_assignment(statement: ast.Assign | ast.AnnAssign, table: ModuleTable) -> None:
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    value = statement.value
    assert value is not None
    for target in targets:
        assert isinstance(target, ast.Name)
        name = target.id
        qualified = table.resolve(value)
        if qualified is not None:
            table.aliases[name] = qualified
        elif isinstance(value, ast.Lambda):
            table.functions[name] = value
        elif isinstance(value, ast.Name) and value.id in table.functions:
            table.functions[name] = table.functions[value.id]
        elif _is_constant(value, table):
            table.constants.add(name)
        elif _is_partial_of_functions(value, table):
            table.partials.add(name)
            table.top_level_code.append(statement)  # its arguments are checked there
        else:
            table.mutable.add(name)
            # Its value is computed at import, inside the harness: checked like top-level code.
            table.top_level_code.append(statement)


def _returned_wrappers(table: ModuleTable) -> None:
    """The functions ``replacement_func`` returns are wrappers too (their parameters are the
    pattern's tensors), whether or not they carry ``@torch.fx.wrap``."""
    function = table.functions.get(REPLACEMENT_ROOT)
    if function is None or isinstance(function, ast.Lambda):
        return
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Name):
            if node.value.id in table.functions:
                table.wrappers.add(node.value.id)


def _reached(table: ModuleTable, roots: list[str]) -> set[str]:
    """Module-level functions and classes the replacement side reaches from ``roots`` and the
    module's top-level code."""
    pending = [*roots, *names_loaded(list(table.top_level_code))]
    seen: set[str] = set()
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        node: ast.AST | None = table.functions.get(name) or table.classes.get(name)
        if node is None:
            continue
        seen.add(name)
        pending.extend(names_loaded(node))
    return seen
