"""The code builder the templates share: what the task's subgraphs hold (ranks, kinds, sizes
across subgraphs), the wrapper-side values a kernel needs (shapes computed per call, scalar and
pointer arguments), index arithmetic and loads, written as Triton expressions over an element's
index. The ops' evaluation is :mod:`passnet.synth.pointwise`'s, the element moves
:mod:`passnet.synth.moves`'s, the templates :mod:`passnet.synth.loops` and its peers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.fx

from passnet.synth.ops import op_name
from passnet.synth.pattern import PatternSource, Unsupported, literal
from passnet.synth.trace import NodeInfo, Traced

__all__ = ["BuilderCore", "LoopKernel", "Value", "has_op", "return_expression"]

_FLOATING = (torch.float16, torch.bfloat16, torch.float32)
_TL_DTYPES = {
    torch.float16: "tl.float16",
    torch.bfloat16: "tl.bfloat16",
    torch.float32: "tl.float32",
}
_INTEGER = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8)


@dataclass
class LoopKernel:
    """The generated code of one structure of a task: ``kernel`` (the ``@triton.jit`` function
    ``kernel_name``) and ``wrapper`` (the Python function ``run_name``, taking the pattern's
    parameters)."""

    kernel_name: str
    run_name: str
    kernel: str
    wrapper: str
    outputs: int
    computed: int


def _kind_of(dtype: torch.dtype | None) -> str:
    if dtype in _FLOATING:
        return "f"
    if dtype in _INTEGER:
        return "i"
    if dtype == torch.bool:
        return "b"
    raise Unsupported(f"dtype {dtype}")


@dataclass
class Value:
    expr: str
    kind: str
    block: bool = True  # a value per element (False: a scalar of the call)


@dataclass
class BuilderCore:
    group: Sequence[Traced]
    pattern: PatternSource
    kernel_name: str
    run_name: str
    wrapper: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    scalars: dict[str, str] = field(default_factory=dict)  # python expr -> kernel arg name
    pointers: dict[str, str] = field(default_factory=dict)  # python expr -> kernel arg name
    shapes: dict[str, str] = field(default_factory=dict)  # node name -> wrapper variable
    memo: dict[tuple[str, tuple[str, ...], str], Value] = field(default_factory=dict)
    temps: int = 0
    # The output element's index, its row-major position and its buffer, while a template
    # evaluates one output element by element: an input read at exactly that index is read at
    # that position where it is contiguous and of the output's shape (a ``FLAT`` flag per input
    # and output, decided per call), with no index arithmetic the compiler cannot see through.
    home: tuple[tuple[str, ...], str, str] | None = None
    flat: dict[str, str] = field(default_factory=dict)  # FLAT flag -> wrapper expression

    def __post_init__(self) -> None:
        self.nodes = list(self.group[0].graph.nodes)
        self.position = {n.name: i for i, n in enumerate(self.nodes)}
        self.peers = [list(t.graph.nodes) for t in self.group]

    # -- what the subgraphs hold -------------------------------------------------------------

    def infos(self, node: torch.fx.Node) -> list[NodeInfo]:
        i = self.position[node.name]
        return [t.info[peers[i].name] for t, peers in zip(self.group, self.peers, strict=True)]

    def rank(self, node: torch.fx.Node) -> int:
        ranks = {len(info.shape) for info in self.infos(node) if info.shape is not None}
        if len(ranks) != 1:
            raise Unsupported(f"{node.name}: not one tensor rank across the task's subgraphs")
        return ranks.pop()

    def kind(self, node: torch.fx.Node) -> str:
        kinds = {_kind_of(info.dtype) for info in self.infos(node)}
        if len(kinds) != 1:
            raise Unsupported(f"{node.name}: floating in some subgraphs, not in others")
        return kinds.pop()

    def dims(self, node: torch.fx.Node) -> list[set[int]]:
        """Per dimension, the sizes the subgraphs hold."""
        sizes: list[set[int]] = [set() for _ in range(self.rank(node))]
        for info in self.infos(node):
            assert info.shape is not None
            for k, size in enumerate(info.shape):
                sizes[k].add(size)
        return sizes

    def arg(self, node: torch.fx.Node, *path: Any) -> Any:
        """The first subgraph's argument at ``path`` (``("args", 1)``, ``("kwargs", "dim")``)."""
        if path[0] == "lit":  # an argument the call left at its default
            return path[1]
        value: Any = node.args if path[0] == "args" else node.kwargs
        for step in path[1:]:
            value = value[step]
        return value

    def source(self, node: torch.fx.Node, *path: Any) -> str:
        """Wrapper source for a literal argument: the pattern parameter it became, or itself."""
        name = self.pattern.literal_params.get((self.position[node.name], tuple(path)))
        if name is not None:
            return name
        value = self.arg(node, *path)
        if isinstance(value, (list, tuple)):
            items = [self.source(node, *path, i) for i in range(len(value))]
            if isinstance(value, list):
                return "[" + ", ".join(items) + "]"
            return f"({items[0]},)" if len(items) == 1 else "(" + ", ".join(items) + ")"
        if isinstance(value, torch.fx.Node):
            raise Unsupported(f"{node.name}: a tensor where a literal goes")
        return literal(value)

    def static(self, node: torch.fx.Node, *path: Any) -> Any:
        """A literal the kernel's structure depends on: the same in every subgraph."""
        if (self.position[node.name], tuple(path)) in self.pattern.literal_params:
            raise Unsupported(f"{node.name}: {path[-1]} differs between the task's subgraphs")
        value = self.arg(node, *path)
        if isinstance(value, torch.fx.Node):
            raise Unsupported(f"{node.name}: {path[-1]} is a tensor")
        return value

    def operand(self, node: torch.fx.Node, name: str, position: int, default: Any = None) -> Any:
        if name in node.kwargs:
            return ("kwargs", name)
        if position < len(node.args):
            return ("args", position)
        return default

    # -- wrapper-side values -------------------------------------------------------------------

    def temp(self, prefix: str) -> str:
        self.temps += 1
        return f"{prefix}{self.temps}"

    def scalar(self, expr: str) -> str:
        if expr not in self.scalars:
            self.scalars[expr] = f"a{len(self.scalars)}"
        return self.scalars[expr]

    def kernel_params(self) -> list[str]:
        """The kernel's tensor parameters, then its scalars (sizes, strides, offsets, the
        literals the pattern matched) as ``tl.constexpr``: Triton compiles the kernel for each
        call's shapes, as Inductor compiles for its static ones, so index arithmetic divides by
        constants, a unit stride is known contiguous (loads can vectorise) and masks fold. Over
        v3's eval sample on the H100 that took the set's G-mean over Inductor from 0.91 to 1.13
        (elementwise 0.69 to 0.90). A shape seen for the first time costs a compile on its first
        call, as it does Inductor."""
        scalars = [f"{name}: tl.constexpr" for name in self.scalars.values()]
        return [*self.pointers.values(), *scalars]

    def launch_args(self) -> list[str]:
        """The wrapper's expressions for :meth:`kernel_params`, in their order."""
        return [*self.pointers, *self.scalars]

    def loop_kernel(
        self, kernel: Sequence[str], wrapper: Sequence[str], outputs: int, computed: int
    ) -> LoopKernel:
        """The template's generated code: ``kernel`` and ``wrapper`` as their lines."""
        return LoopKernel(
            self.kernel_name,
            self.run_name,
            "\n".join(kernel) + "\n",
            "\n".join(wrapper) + "\n",
            outputs,
            computed,
        )

    def pointer(self, expr: str) -> str:
        if expr not in self.pointers:
            self.pointers[expr] = f"p{len(self.pointers)}"
        return self.pointers[expr]

    def var(self, node: torch.fx.Node) -> str:
        return self.pattern.variables[self.position[node.name]]

    def index_type(self) -> str:
        """The wrapper's expression for the kernel's ``IDX`` (``_index_type``): over every shape
        the wrapper computed (linear indices stay within them) and every tensor launched."""
        shapes = "".join(f"{name}, " for name in self.shapes.values())
        tensors = "".join(f"{name}, " for name in self.pointers)
        return f"_index_type(({shapes}), ({tensors}))"

    def shape(self, node: torch.fx.Node) -> str:
        """The wrapper variable holding ``node``'s shape on this call (emitted on first use)."""
        if node.name in self.shapes:
            return self.shapes[node.name]
        name = f"s_{self.var(node)}"
        self.wrapper.append(f"{name} = {self.shape_expr(node)}")
        self.shapes[node.name] = name
        return name

    def tensor_args(self, node: torch.fx.Node) -> list[torch.fx.Node]:
        found: list[torch.fx.Node] = []

        def visit(value: Any) -> None:
            if isinstance(value, torch.fx.Node):
                found.append(value)
            elif isinstance(value, (list, tuple)):
                for item in value:
                    visit(item)

        visit(node.args)
        visit(node.kwargs)
        return [n for n in found if self.infos(n)[0].shape is not None]

    def emit(self, expr: str, prefix: str = "t") -> str:
        name = self.temp(prefix)
        self.body.append(f"{name} = {expr}")
        return name

    def broadcast_index(
        self, node: torch.fx.Node, child: torch.fx.Node, idx: list[str]
    ) -> list[str]:
        """``child``'s index for element ``idx`` of ``node`` (torch's broadcasting)."""
        rank, child_rank = len(idx), self.rank(child)
        mine, theirs = self.dims(node), self.dims(child)
        what = f"{node.name} broadcasts {child.name} otherwise"
        return [
            self.broadcast_dim(
                (theirs[j], f"{self.shape(child)}[{j}]"),
                (mine[j + rank - child_rank], f"{self.shape(node)}[{j + rank - child_rank}]"),
                idx[j + rank - child_rank],
                what,
            )
            for j in range(child_rank)
        ]

    def broadcast_dim(
        self, theirs: tuple[set[int], str], mine: tuple[set[int], str], i: str, what: str
    ) -> str:
        """One dimension of a broadcast: the operand's index along it (``theirs``: its sizes
        across the task's subgraphs, and its size on this call as wrapper source) for the
        element at ``i`` along the matching dimension of the result (``mine``, the same pair)."""
        if theirs[0] == {1}:
            self.guard(f"{theirs[1]} == 1", what)
            return "0"
        if 1 not in theirs[0]:
            self.guard(f"{theirs[1]} == {mine[1]}", what)
            return i
        if mine[0] == {1}:
            self.guard(f"{mine[1]} == 1", what)
            return "0"
        # 1 in some subgraphs and not in others: decided per call
        flag = self.scalar(f"int({theirs[1]} != 1)")
        return f"({i} * {flag})"

    def guard(self, condition: str, what: str) -> None:
        """A broadcast the task's subgraphs decided once for all (this dimension is 1, or never
        broadcast) checked on every call: a graph outside the task that holds the same ops
        with another broadcast raises instead of reading the wrong elements."""
        line = f"_check({condition}, {what!r})"
        if line not in self.wrapper:
            self.wrapper.append(line)

    def value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        key = (node.name, tuple(idx), mask)
        if key not in self.memo:
            self.memo[key] = self._value(node, idx, mask)
        return self.memo[key]

    def address(self, node: torch.fx.Node, idx: list[str], mask: str) -> str:
        """The addresses of input ``node``'s elements at ``idx``, through its strides."""
        ptr = self.pointer(self.var(node))
        terms = [
            f"({i}) * {self.scalar(f'{self.var(node)}.stride({k})')}"
            for k, i in enumerate(idx)
            if i != "0"
        ]
        # an element that reads one address (every index 0) still needs a block of them
        return " + ".join([ptr, *terms]) if terms else f"{ptr} + ({mask}).to(IDX) * 0"

    def load(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        address = self.address(node, idx, mask)
        kind = self.kind(node)
        convert = {"f": ".to(tl.float32)", "i": ".to(tl.int64)", "b": " != 0"}[kind]
        loaded = f"tl.load({address}, mask={mask}, other=0){convert}"
        home = self.home[0] if self.home is not None else None
        if (
            home is None
            or len(idx) != len(home)
            or any(
                i != h and not (h == "0" and self.dims(node)[d] == {1})
                for d, (i, h) in enumerate(zip(idx, home, strict=True))
            )
        ):
            return Value(self.emit(loaded, "x"), kind)
        _, linear, result = self.home
        flag = f"FLAT{len(self.flat)}"
        self.flat[flag] = f"_flat({self.var(node)}, {result})"
        name, ptr = self.temp("x"), self.pointer(self.var(node))
        self.body += [
            f"if {flag}:",
            f"    {name} = tl.load({ptr} + {linear}, mask={mask}, other=0){convert}",
            "else:",
            f"    {name} = {loaded}",
        ]
        return Value(name, kind)

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        """``node``'s value at ``idx``: the ops' evaluation (:mod:`passnet.synth.pointwise`)."""
        raise NotImplementedError

    def linearize(self, idx: list[str], sizes: str) -> str:
        """The row-major position of the element at ``idx`` over the wrapper's shape ``sizes``
        (an expression, not emitted)."""
        linear = idx[0] if idx else "0"
        for k in range(1, len(idx)):
            linear = f"({linear}) * {self.scalar(f'{sizes}[{k}]')} + {idx[k]}"
        return linear

    def unravel(self, linear: str, sizes: str, rank: int) -> list[str]:
        """The row-major index of ``linear`` over the first ``rank`` sizes of the wrapper's
        shape ``sizes``."""
        # Each position on its own, from the row-major stride the wrapper computes: the sizes are
        # run-time values (a true division each, where Inductor divides by constants), and a
        # position nothing reads is left out by the compiler with the divisions it needed.
        idx: list[str] = []
        for d in range(rank):
            inner = self.scalar(f"_prod({sizes}[{d + 1}:{rank}])") if d < rank - 1 else None
            term = f"{linear} // {inner}" if inner is not None else linear
            if d > 0:
                term = f"({term}) % {self.scalar(f'{sizes}[{d}]')}"
            idx.append(self.emit(term, "i") if term != linear else linear)
        return idx

    def same_dtype_input(self, node: torch.fx.Node) -> torch.fx.Node | None:
        """An input whose dtype is ``node``'s in every subgraph (a task's dtype variants differ
        in it): what names that dtype at run time."""
        dtypes = [info.dtype for info in self.infos(node)]
        return next(
            (
                n
                for n in self.nodes
                if n.op == "placeholder"
                and self.infos(n)[0].shape is not None
                and [i.dtype for i in self.infos(n)] == dtypes
            ),
            None,
        )

    def element_type(self, node: torch.fx.Node) -> str:
        """``node``'s dtype in the kernel: a constant, or an input pointer's where it varies."""
        dtypes = {info.dtype for info in self.infos(node)}
        if len(dtypes) == 1:
            return _TL_DTYPES.get(dtypes.pop(), "tl.float32")  # type: ignore[arg-type]
        model = self.same_dtype_input(node)
        if model is None:
            raise Unsupported(f"{node.name}: its dtype varies with no input to name it")
        return f"{self.pointer(self.var(model))}.dtype.element_ty"

    def output_dtype(self, out: torch.fx.Node) -> str:
        """The wrapper's dtype for output ``out``: an input's where the task's dtypes vary."""
        dtypes = [info.dtype for info in self.infos(out)]
        if dtypes[0] is None:
            raise Unsupported(f"{out.name}: a non-tensor output")
        same = self.same_dtype_input(out)
        if same is not None:
            return f"{self.var(same)}.dtype"
        if len(set(dtypes)) == 1:
            return str(dtypes[0])
        raise Unsupported(f"{out.name}: its dtype varies with no input to name it")

    def rounded(self, node: torch.fx.Node, value: Value) -> Value:
        """``value`` rounded to ``node``'s dtype where that is half or bfloat16 in some subgraph:
        eager materialises every op's result in its dtype, and the next op reads the rounded
        value (float32 throughout drifts past the strict tolerance of half types)."""
        if value.kind != "f" or all(info.dtype == torch.float32 for info in self.infos(node)):
            return value
        target = self.element_type(node)
        return Value(self.emit(f"_round({value.expr}, {target}, RNE).to(tl.float32)"), "f")


def has_op(group: Sequence[Traced], names: frozenset[str]) -> bool:
    """Whether the group's graph calls one of ``names`` (which template's case it is)."""
    return any(
        n.op in ("call_function", "call_method") and op_name(n) in names
        for n in group[0].graph.nodes
    )


def return_expression(results: Sequence[str]) -> str:
    """The wrapper's return expression: one value, or the tuple of them."""
    return results[0] if len(results) == 1 else "(" + ", ".join(results) + ")"
