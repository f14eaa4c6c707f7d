"""What synthesis knows of each torch call: the pointwise ops as Triton expressions over float32
(or integer, or boolean) values, the calls that only rename elements (views, slices, splits,
concatenation), and the names both kinds go by in an FX graph (a function, a method, an
operator).

A value in a generated kernel has a kind: ``f`` (floating, computed in float32 as Inductor
does, rounded only where the graph casts), ``i`` (integer, int64) or ``b`` (boolean)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
import torch.fx
import torch.nn.functional as F

__all__ = [
    "CASTS",
    "CHANNELWISE",
    "COPY_FREE_VIEWS",
    "ELEMENTWISE",
    "IDENTITY",
    "POINTWISE",
    "VIEWS",
    "Pointwise",
    "op_name",
]


def op_name(node: torch.fx.Node) -> str:
    """One name per op whatever its spelling: ``add`` for ``a + b``, ``torch.add`` and
    ``a.add(b)``; ``gelu`` for ``F.gelu`` and ``torch._C._nn.gelu``."""
    if node.op == "call_method":
        return str(node.target)
    target = node.target
    if target in _OPERATORS:
        return _OPERATORS[target]
    return str(getattr(target, "__name__", target))


_OPERATORS: dict[Any, str] = {
    operator.add: "add",
    operator.sub: "sub",
    operator.mul: "mul",
    operator.truediv: "div",
    operator.neg: "neg",
    operator.pow: "pow",
    operator.lt: "lt",
    operator.le: "le",
    operator.gt: "gt",
    operator.ge: "ge",
    operator.eq: "eq",
    operator.ne: "ne",
    operator.and_: "and",
    operator.or_: "or",
    operator.invert: "invert",
    operator.getitem: "getitem",
    operator.floordiv: "floordiv",
}


def _sigmoid(x: str) -> str:
    return f"(1.0 / (1.0 + tl.exp(-({x}))))"


def _tanh(x: str) -> str:
    # tanh(x) = 2 sigmoid(2x) - 1: exact in float32 at both ends (exp overflows to inf, 2/inf = 0)
    return f"(2.0 / (1.0 + tl.exp(-2.0 * ({x}))) - 1.0)"


def _gelu(x: str, approximate: str) -> str:
    if approximate == "tanh":
        inner = f"0.7978845608028654 * (({x}) + 0.044715 * ({x}) * ({x}) * ({x}))"
        return f"(0.5 * ({x}) * (1.0 + {_tanh(inner)}))"
    return f"(0.5 * ({x}) * (1.0 + tl.erf(({x}) * 0.7071067811865476)))"


def _pow(base: str, exponent: Any) -> str:
    """A scalar exponent the graph holds literally; others are not covered."""
    if not isinstance(exponent, (int, float)) or isinstance(exponent, bool):
        raise NotImplementedError("pow with a tensor or varying exponent")
    table = {
        1: f"({base})",
        2: f"(({base}) * ({base}))",
        3: f"(({base}) * ({base}) * ({base}))",
        0.5: f"tl.sqrt({base})",
        -0.5: f"tl.rsqrt({base})",
        -1: f"(1.0 / ({base}))",
        -2: f"(1.0 / (({base}) * ({base})))",
    }
    if exponent in table:
        return table[exponent]
    return f"tl.exp({float(exponent)!r} * tl.log({base}))"


@dataclass(frozen=True)
class Pointwise:
    """``emit(values, literals)`` builds the expression: ``values`` the kernel expressions of the
    tensor operands (scalars are passed as source text too), ``literals`` the Python values of
    arguments that must be known when the kernel is written (an exponent, ``approximate``)."""

    emit: Callable[[list[str], dict[str, Any]], str]
    result: str = "same"  # "same" (the operands' kind, f over i), "b" (a comparison), "f"


def _binary(symbol: str) -> Pointwise:
    return Pointwise(lambda v, _: f"(({v[0]}) {symbol} ({v[1]}))")


def _compare(symbol: str) -> Pointwise:
    return Pointwise(lambda v, _: f"(({v[0]}) {symbol} ({v[1]}))", result="b")


def _unary(template: Callable[[str], str], result: str = "f") -> Pointwise:
    return Pointwise(lambda v, _: template(v[0]), result=result)


POINTWISE: dict[str, Pointwise] = {
    "add": _binary("+"),
    "sub": _binary("-"),
    "mul": _binary("*"),
    "div": Pointwise(lambda v, _: f"(({v[0]}) / ({v[1]}))", result="f"),
    "truediv": Pointwise(lambda v, _: f"(({v[0]}) / ({v[1]}))", result="f"),
    "neg": Pointwise(lambda v, _: f"(-({v[0]}))"),
    "lt": _compare("<"),
    "le": _compare("<="),
    "gt": _compare(">"),
    "ge": _compare(">="),
    "eq": _compare("=="),
    "ne": _compare("!="),
    "exp": _unary(lambda x: f"tl.exp({x})"),
    "log": _unary(lambda x: f"tl.log({x})"),
    "sqrt": _unary(lambda x: f"tl.sqrt({x})"),
    "rsqrt": _unary(lambda x: f"tl.rsqrt({x})"),
    "sin": _unary(lambda x: f"tl.sin({x})"),
    "cos": _unary(lambda x: f"tl.cos({x})"),
    "abs": Pointwise(lambda v, _: f"tl.abs({v[0]})"),
    "erf": _unary(lambda x: f"tl.erf({x})"),
    "sigmoid": _unary(_sigmoid),
    "tanh": _unary(_tanh),
    "relu": Pointwise(lambda v, _: f"tl.maximum({v[0]}, 0.0)", result="f"),
    "silu": _unary(lambda x: f"(({x}) * {_sigmoid(x)})"),
    "gelu": _unary(lambda x: x),  # replaced by the node's approximate argument, see loops.py
    "pow": Pointwise(lambda v, lit: _pow(v[0], lit["exponent"]), result="f"),
    "where": Pointwise(lambda v, _: f"tl.where({v[0]}, {v[1]}, {v[2]})"),
    "masked_fill": Pointwise(lambda v, _: f"tl.where({v[1]}, {v[2]}, {v[0]})"),
    "reciprocal": _unary(lambda x: f"(1.0 / ({x}))"),
    "square": Pointwise(lambda v, _: f"(({v[0]}) * ({v[0]}))"),
    "hardsigmoid": _unary(lambda x: f"tl.minimum(tl.maximum(({x}) / 6.0 + 0.5, 0.0), 1.0)"),
    # clamp's bounds are optional and hardtanh's have defaults: builder.py's clamp() emits them
    "clamp": Pointwise(lambda v, _: v[0]),
    "clamp_min": Pointwise(lambda v, _: v[0]),
    "clamp_max": Pointwise(lambda v, _: v[0]),
    "hardtanh": Pointwise(lambda v, _: v[0]),
    "maximum": Pointwise(lambda v, _: f"tl.maximum({v[0]}, {v[1]})"),
    "minimum": Pointwise(lambda v, _: f"tl.minimum({v[0]}, {v[1]})"),
}
GELU = _gelu

# Calls that return their operand unchanged, in the forms the corpus writes: inference dropout
# (checked to have training=False), contiguous, clone, detach, alias.
IDENTITY = frozenset({"contiguous", "clone", "detach", "alias", "dropout"})

# Per-channel affine maps of inference normalisation: pointwise once the statistics are read at
# the element's channel (dimension 1). Checked to have training=False.
CHANNELWISE = frozenset({"batch_norm"})

# Casts, by name: the target dtype comes from an argument (to, type, type_as) or the name.
CASTS: dict[str, torch.dtype | None] = {
    "float": torch.float32,
    "half": torch.float16,
    "bfloat16": torch.bfloat16,
    "to": None,
    "type": None,
    "type_as": None,
}

# Calls that move or pick elements without computing: index arithmetic in the kernel.
VIEWS = frozenset(
    {
        "view",
        "reshape",
        "_unsafe_view",
        "flatten",
        "permute",
        "transpose",
        "t",
        "unsqueeze",
        "squeeze",
        "expand",
        "expand_as",
        "getitem",
        "select",
        "narrow",
        "tensor_split",
        "chunk",
        "split",
        "unbind",
        "cat",
        "concat",
        "concatenate",
        "stack",
        "roll",
        "flip",
        "embedding",
        "pad",
        "gather",
        "repeat",
    }
)

# The moves a wrapper may apply to an input as torch's own view methods (never a copy, which
# reshape and contiguous can make): an output that is only these of an input is returned as a
# view, as eager returns it.
COPY_FREE_VIEWS = frozenset(
    {
        "getitem",
        "view",
        "permute",
        "transpose",
        "t",
        "unsqueeze",
        "squeeze",
        "expand",
        "select",
        "narrow",
        "tensor_split",
        "split",
        "chunk",
        "unbind",
    }
)

# Torch functions and methods that name the same op as a method or another function (the
# corpus writes F.relu and torch.relu, F.silu, torch._C._nn.gelu, F.sigmoid...).
ALIASES: dict[str, str] = {"concat": "cat", "concatenate": "cat", "_unsafe_view": "view"}

# The functional forms whose operands come positionally in another order than the method's.
FUNCTIONAL_DROPOUT = (F.dropout, F.dropout1d, F.dropout2d, F.dropout3d)

# Everything the elementwise template evaluates at an element's index.
ELEMENTWISE = frozenset(POINTWISE) | IDENTITY | frozenset(CASTS) | VIEWS | CHANNELWISE
