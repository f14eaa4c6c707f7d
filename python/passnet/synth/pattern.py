"""A task's pattern, written from its op sequence: one statement per call of the subgraphs' FX
graph, in the form the graph recorded it (positional or keyword, as the model wrote it), so
that passnet's matcher and PassNet's (which normalises the pattern only) both match it.

The subgraphs of a task share their op sequence but not every literal: a view's sizes, a
slice's bounds, a scale. A literal that all of them hold stays in the pattern; one that differs
becomes a pattern parameter (torch's matcher binds a parameter to whatever literal sits at its
place, inside lists and tuples too), and reaches the replacement as an argument, so that the
kernel handles it at run time. A slice is one literal: a bound that differs makes the whole
slice a parameter (the matcher compares slices as values)."""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.fx

from passnet.synth.trace import Traced

__all__ = [
    "Param",
    "PatternSource",
    "Unsupported",
    "input_ranks",
    "rank_key",
    "structure_key",
    "write_pattern",
]


class Unsupported(Exception):
    """A task (or a part of it) that synthesis does not cover, with the reason."""


_BINARY = {
    operator.add: "+",
    operator.sub: "-",
    operator.mul: "*",
    operator.truediv: "/",
    operator.floordiv: "//",
    operator.mod: "%",
    operator.pow: "**",
    operator.matmul: "@",
    operator.and_: "&",
    operator.or_: "|",
    operator.xor: "^",
    operator.lt: "<",
    operator.le: "<=",
    operator.gt: ">",
    operator.ge: ">=",
    operator.eq: "==",
    operator.ne: "!=",
}
_UNARY = {operator.neg: "-", operator.invert: "~", operator.pos: "+"}


def function_name(target: Any) -> str:
    """The qualified name a pattern calls ``target`` by (``torch.nn.functional.layer_norm``),
    checked to lead back to the same object."""
    if target is getattr:
        raise Unsupported("getattr in the graph")
    module = getattr(target, "__module__", None) or ""
    name = getattr(target, "__name__", None)
    if module.startswith("torch._C._VariableFunctions") or module == "":
        module = "torch"
    candidates = [f"{module}.{name}", f"torch.{name}", f"torch.nn.functional.{name}"]
    for candidate in candidates:
        value: Any = torch
        try:
            for part in candidate.split(".")[1:]:
                value = getattr(value, part)
        except AttributeError:
            continue
        if value is target and candidate.startswith("torch"):
            return candidate
    raise Unsupported(f"no torch name for {target!r}")


def literal(value: Any) -> str:
    """Source text for a literal of a graph (it evaluates back to an equal value)."""
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "float('nan')"
        if math.isinf(value):
            return "float('inf')" if value > 0 else "float('-inf')"
        return repr(value)
    if value is Ellipsis:
        return "..."
    if isinstance(value, slice):
        return f"slice({literal(value.start)}, {literal(value.stop)}, {literal(value.step)})"
    if isinstance(value, tuple):
        inner = ", ".join(literal(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, torch.dtype):
        return str(value)
    if isinstance(value, torch.device):
        return f"torch.device({value.type!r}, {value.index!r})"
    if isinstance(value, torch.memory_format):
        return str(value)
    raise Unsupported(f"a literal of type {type(value).__name__} ({value!r})")


def _target_key(node: torch.fx.Node) -> str:
    if node.op == "placeholder":
        return "placeholder"  # named after the model's variables, which the match ignores
    if node.op == "call_function":
        module = getattr(node.target, "__module__", "")
        return f"f:{module}.{getattr(node.target, '__name__', node.target)}"
    return f"{node.op}:{node.target}"


def _shape_of_args(value: Any, positions: dict[str, int]) -> Any:
    """The argument structure with literals blanked and nodes by position: two graphs of one op
    sequence agree on it."""
    if isinstance(value, torch.fx.Node):
        return ("node", positions[value.name])
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(_shape_of_args(v, positions) for v in value))
    if isinstance(value, dict):
        return ("dict", tuple((k, _shape_of_args(v, positions)) for k, v in sorted(value.items())))
    return ("literal", type(value).__name__)


def structure_key(traced: Traced) -> tuple[Any, ...]:
    """What two subgraphs must share for one pattern to cover both: ops, argument structure and
    which node feeds which."""
    positions = {n.name: i for i, n in enumerate(traced.graph.nodes)}
    return tuple(
        (
            _target_key(node),
            _shape_of_args(tuple(node.args), positions),
            _shape_of_args(dict(node.kwargs), positions),
        )
        for node in traced.graph.nodes
    )


def rank_key(traced: Traced) -> tuple[int | None, ...]:
    """Each value's rank: one kernel covers subgraphs that agree on it (index arithmetic is
    written per rank; sizes stay free). The matcher cannot tell ranks apart, so a pattern's
    replacement picks its kernel by its inputs' ranks at run time."""
    return tuple(
        len(info.shape) if info is not None and info.shape is not None else None
        for info in (traced.info.get(node.name) for node in traced.graph.nodes)
    )


def input_ranks(traced: Traced) -> tuple[int, ...]:
    """The ranks of the tensor inputs, in parameter order: the run-time key of a kernel."""
    ranks = []
    for node in traced.graph.nodes:
        info = traced.info.get(node.name)
        if node.op == "placeholder" and info is not None and info.shape is not None:
            ranks.append(len(info.shape))
    return tuple(ranks)


@dataclass
class Param:
    """A pattern parameter: a graph input, or a literal that differs between subgraphs."""

    name: str
    kind: str  # "input" or "literal"
    values: list[Any] = field(default_factory=list)  # per subgraph, for literals


@dataclass
class PatternSource:
    params: list[Param]
    lines: list[str]
    outputs: list[str]
    # Nodes by their position in the graph (the subgraphs' graphs agree position by position;
    # their node names need not):
    variables: dict[int, str]  # the pattern variable holding the node's value
    literal_params: dict[tuple[int, tuple[Any, ...]], str]  # (node, argument path) -> parameter
    statements: dict[int, str] = field(default_factory=dict)  # ``v3 = v2.type_as(x3)``

    def source(self, name: str = "pattern") -> str:
        signature = ", ".join(p.name for p in self.params)
        body = [f"    {line}" for line in self.lines]
        returned = (
            self.outputs[0] if len(self.outputs) == 1 else "(" + ", ".join(self.outputs) + ")"
        )
        return "\n".join([f"def {name}({signature}):", *body, f"    return {returned}", ""])


def write_pattern(group: Sequence[Traced]) -> PatternSource:
    """The pattern of subgraphs that share :func:`structure_key`."""
    graphs = [list(t.graph.nodes) for t in group]
    params: list[Param] = []
    positions = {n.name: i for i, n in enumerate(graphs[0])}
    variables: dict[int, str] = {}
    literal_params: dict[tuple[int, tuple[Any, ...]], str] = {}
    lines: list[str] = []
    statements: dict[int, str] = {}
    counter = 0

    def fresh(prefix: str) -> str:
        nonlocal counter
        counter += 1
        return f"{prefix}{counter}"

    def arg_source(values: list[Any], node_name: int, path: tuple[Any, ...]) -> str:
        head = values[0]
        if isinstance(head, torch.fx.Node):
            return variables[positions[head.name]]
        if isinstance(head, (list, tuple)) and not isinstance(head, torch.Size):
            items = [
                arg_source([v[i] for v in values], node_name, (*path, i)) for i in range(len(head))
            ]
            if isinstance(head, list):
                return "[" + ", ".join(items) + "]"
            return f"({items[0]},)" if len(items) == 1 else "(" + ", ".join(items) + ")"
        if all(type(v) is type(head) and v == head for v in values) or all(
            isinstance(v, float) and isinstance(head, float) and math.isnan(v) and math.isnan(head)
            for v in values
        ):
            return literal(head)
        name = fresh("c")
        params.append(Param(name, "literal", list(values)))
        literal_params[(node_name, path)] = name
        return name

    for position, node in enumerate(graphs[0]):
        peers = [g[position] for g in graphs]
        if node.op == "placeholder":
            name = f"x{len([p for p in params if p.kind == 'input'])}"
            params.append(Param(name, "input"))
            variables[position] = name
            continue
        if node.op == "output":
            returned = node.args[0]
            items = list(returned) if isinstance(returned, (tuple, list)) else [returned]
            outputs = []
            for item in items:
                if not isinstance(item, torch.fx.Node):
                    raise Unsupported("a literal among the graph's outputs")
                outputs.append(variables[positions[item.name]])
            return PatternSource(params, lines, outputs, variables, literal_params, statements)
        if node.op == "get_attr":
            raise Unsupported("the graph reads a module attribute")
        args = [
            arg_source([p.args[i] for p in peers], position, ("args", i))
            for i in range(len(node.args))
        ]
        kwargs = [
            f"{key}={arg_source([p.kwargs[key] for p in peers], position, ('kwargs', key))}"
            for key in node.kwargs
        ]
        variable = fresh("v")
        variables[position] = variable
        if node.op == "call_method":
            receiver, rest = args[0], args[1:]
            call = f"{receiver}.{node.target}({', '.join([*rest, *kwargs])})"
        elif node.target in _BINARY and not kwargs and len(args) == 2:
            call = f"{args[0]} {_BINARY[node.target]} {args[1]}"
        elif node.target in _UNARY and not kwargs and len(args) == 1:
            call = f"{_UNARY[node.target]}{args[0]}"
        elif node.target is operator.getitem and not kwargs:
            call = f"{args[0]}[{args[1]}]"
        else:
            call = f"{function_name(node.target)}({', '.join([*args, *kwargs])})"
        lines.append(f"{variable} = {call}")
        statements[position] = lines[-1]
    raise Unsupported("the graph has no output")
