"""Which of a wrapper's parameters hold constants rather than tensors, from what
``replacement_args`` hands it.

PassNet's passes pass routing data next to the matched tensors: ``return (x, w, "conv_3x3", 2)``
selects a kernel in a dispatcher shared by several rules, often in a helper module. The static
layer types a wrapper's parameters as tensors, so ``(h + 2 * pad) // stride`` on such constants
read as tensor arithmetic. A parameter is a constant when every ``replacement_args`` that feeds
the wrapper puts a constant (a literal, a module-level constant) at its position, or leaves the
position to the parameter's own constant default. Anything else stays a tensor; the dispatch
layer watches what the wrapper computes at run time either way.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from passnet.integrity.module_table import ModuleTable

__all__ = [
    "ArgumentConstants",
    "argument_constants",
    "is_literal",
    "replacement_target",
    "scalar_parameters",
]


@dataclass(frozen=True)
class ArgumentConstants:
    """What one ``replacement_args`` returns: its length and the positions holding constants."""

    arity: int
    constant: frozenset[int]


def is_literal(
    node: ast.expr,
    constants: Collection[str],
    imported: Callable[[ast.expr], bool] | None = None,
    lists: bool = True,
) -> bool:
    """A value made of literals and ``constants`` (names bound to such values): numbers, strings,
    tuples (and, with ``lists``, lists) of them, arithmetic on them (``1.0 / SCALE``). With
    ``imported``, a name or attribute chain it accepts counts too (``torch.float16``)."""

    def literal(part: ast.expr) -> bool:
        return is_literal(part, constants, imported, lists)

    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Name) and node.id in constants:
        return True
    if isinstance(node, (ast.Name, ast.Attribute)):
        return imported is not None and imported(node)
    if isinstance(node, ast.Tuple) or (lists and isinstance(node, ast.List)):
        return all(literal(e) for e in node.elts)
    if isinstance(node, ast.UnaryOp):
        return literal(node.operand)
    if isinstance(node, ast.BinOp):
        return literal(node.left) and literal(node.right)
    return False


def argument_constants(table: ModuleTable) -> ArgumentConstants | None:
    """What the module's ``replacement_args`` returns, when it returns one tuple of known length
    (local names bound to literals count as constants)."""
    function = table.functions.get("replacement_args")
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    returned = [n.value for n in ast.walk(function) if isinstance(n, ast.Return)]
    if len(returned) != 1 or not isinstance(returned[0], (ast.Tuple, ast.List)):
        return None
    elements = returned[0].elts
    if any(isinstance(e, ast.Starred) for e in elements):
        return None
    constants = set(table.constants)
    for statement in function.body:
        if isinstance(statement, ast.Assign) and is_literal(statement.value, constants):
            constants.update(t.id for t in statement.targets if isinstance(t, ast.Name))
    positions = frozenset(i for i, e in enumerate(elements) if is_literal(e, constants))
    return ArgumentConstants(len(elements), positions)


def replacement_target(table: ModuleTable) -> str | None:
    """The qualified name ``replacement_func`` returns when it is imported
    (``pass_dir.common.dispatch``, ``.common.dispatch``), else None."""
    function = table.functions.get("replacement_func")
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    returned = [n.value for n in ast.walk(function) if isinstance(n, ast.Return)]
    if len(returned) != 1 or returned[0] is None:
        return None
    return table.resolve(returned[0])


def scalar_parameters(
    function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
    calls: Sequence[ArgumentConstants],
) -> set[str]:
    """The parameters of ``function`` that hold a constant in every one of ``calls``."""
    if not calls:
        return set()
    positional = [*function.args.posonlyargs, *function.args.args]
    defaults = function.args.defaults
    first_default = len(positional) - len(defaults)
    scalars = set()
    for index, parameter in enumerate(positional):
        default = defaults[index - first_default] if index >= first_default else None
        if all(
            index in call.constant
            or (index >= call.arity and default is not None and is_literal(default, set()))
            for call in calls
        ):
            scalars.add(parameter.arg)
    return scalars
