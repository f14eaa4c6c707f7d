"""The elementwise template: a subgraph of pointwise ops and element moves (views, broadcasts,
slices, splits, concatenation, rolls, gathers) written as one Triton kernel.

Each output the graph computes is a loop over its elements in row-major order. An element's
value is the graph's expression evaluated at its index, and every move is index arithmetic:
a reshape linearises the index with the result's sizes and unravels it with the source's, a
permute reorders it, a slice scales and offsets it, a broadcast zeroes it, a concatenation
selects the piece the index falls in (each piece's loads masked to it), a gather loads the
index first. The sizes, offsets and strides that arithmetic needs are computed by the wrapper
on every call from the actual shapes and the literals the pattern matched (``pass_runtime``), so
one kernel serves every shape of its task; all outputs share one launch, programs assigned to
outputs in turn.

Outputs that are only views of an input (a slice of it, a split piece) are returned as views,
as eager returns them; every other value is computed in float32 (integer and boolean values as
such) and rounded where the graph casts and where it is stored."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.fx

from passnet.synth.ops import CASTS, GELU, IDENTITY, POINTWISE, VIEWS, op_name
from passnet.synth.pattern import PatternSource, Unsupported, literal
from passnet.synth.trace import NodeInfo, Traced

__all__ = ["LoopKernel", "lower_elementwise"]

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
class _Value:
    expr: str
    kind: str
    block: bool = True  # a value per element (False: a scalar of the call)


@dataclass
class _Builder:
    group: Sequence[Traced]
    pattern: PatternSource
    kernel_name: str
    run_name: str
    wrapper: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    scalars: dict[str, str] = field(default_factory=dict)  # python expr -> kernel arg name
    pointers: dict[str, str] = field(default_factory=dict)  # python expr -> kernel arg name
    shapes: dict[str, str] = field(default_factory=dict)  # node name -> wrapper variable
    memo: dict[tuple[str, tuple[str, ...], str], _Value] = field(default_factory=dict)
    temps: int = 0

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

    def pointer(self, expr: str) -> str:
        if expr not in self.pointers:
            self.pointers[expr] = f"p{len(self.pointers)}"
        return self.pointers[expr]

    def var(self, node: torch.fx.Node) -> str:
        return self.pattern.variables[self.position[node.name]]

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

    def shape_expr(self, node: torch.fx.Node) -> str:
        name = op_name(node)
        if node.op == "placeholder":
            return f"tuple({self.var(node)}.shape)"
        src = node.args[0] if node.args and isinstance(node.args[0], torch.fx.Node) else None
        if name in POINTWISE or name in IDENTITY or name in CASTS:
            operands = self.tensor_args(node)
            if name == "type_as":
                operands = operands[:1]
            if len(operands) == 1:
                return self.shape(operands[0])
            return "_bshape(" + ", ".join(self.shape(o) for o in operands) + ")"
        if name in ("cat", "stack"):
            pieces = self.arg(node, "args", 0)
            dim = self.cat_dim(node)
            sizes = " + ".join(f"{self.shape(p)}[{dim}]" for p in pieces)
            first = self.shape(pieces[0])
            if name == "stack":
                return f"({first}[:{dim}] + ({len(pieces)},) + {first}[{dim}:])"
            return f"({first}[:{dim}] + ({sizes},) + {first}[{dim} + 1:])"
        assert src is not None
        if name == "getitem":
            if self.infos(src)[0].items is not None:
                return self.shape_of_piece(node)
            index = node.args[1]
            if isinstance(index, torch.fx.Node):  # a gather: the index's shape, then the rest
                return f"({self.shape(index)} + {self.shape(src)}[1:])"
            return f"{self.plan(node)}[0]"
        s = self.shape(src)
        if name in ("view", "reshape", "_unsafe_view"):
            sizes = ", ".join(self.source(node, "args", i) for i in range(1, len(node.args)))
            return f"_view({s}, _sizes(({sizes},)))"
        if name == "flatten":
            start = self.source(node, *self.operand(node, "start_dim", 1, ("lit", 0)))
            end = self.source(node, *self.operand(node, "end_dim", 2, ("lit", -1)))
            return f"_flatten({s}, {start}, {end})"
        if name in ("permute", "transpose", "t", "unsqueeze", "squeeze"):
            order = self.src_dims(node)
            items = ["1" if k is None else f"{s}[{k}]" for k in order]
            return "(" + "".join(f"{item}, " for item in items) + ")"
        if name == "expand":
            sizes = ", ".join(self.source(node, "args", i) for i in range(1, len(node.args)))
            return f"_expand({s}, _sizes(({sizes},)))"
        if name == "expand_as":
            return self.shape(node.args[1])
        if name in ("roll", "flip"):
            return s
        if name == "embedding":
            weight = self.shape(node.args[1])
            return f"({s} + {weight}[1:])"
        raise Unsupported(f"{node.name}: no shape rule for {name}")

    # -- index maps ----------------------------------------------------------------------------

    def src_dims(self, node: torch.fx.Node) -> list[int | None]:
        """For permute/transpose/t/unsqueeze/squeeze: each result dimension's source dimension
        (None: a new dimension of size 1)."""
        name = op_name(node)
        src = node.args[0]
        rank = self.rank(src)
        order: list[int | None] = list(range(rank))
        if name == "permute":
            dims = [self.static(node, "args", i) for i in range(1, len(node.args))]
            if len(dims) == 1 and isinstance(dims[0], (tuple, list)):
                dims = list(dims[0])
            return [d % rank for d in dims]
        if name == "transpose":
            a = self.static(node, *self.operand(node, "dim0", 1)) % rank
            b = self.static(node, *self.operand(node, "dim1", 2)) % rank
            order[a], order[b] = order[b], order[a]
            return order
        if name == "t":
            return order[::-1]
        if name == "unsqueeze":
            d = self.static(node, *self.operand(node, "dim", 1)) % (rank + 1)
            return [*order[:d], None, *order[d:]]
        if name == "squeeze":
            where = self.operand(node, "dim", 1)
            if where is None:
                sizes = self.dims(src)
                if any(1 in s and len(s) > 1 for s in sizes):
                    raise Unsupported(
                        f"{node.name}: squeeze() of a dimension that is 1 only sometimes"
                    )
                return [k for k in order if sizes[k] != {1}]
            dims = self.static(node, *where)
            dims = [dims] if isinstance(dims, int) else list(dims)
            dropped = {d % rank for d in dims if self.dims(src)[d % rank] == {1}}
            if any(
                1 in self.dims(src)[d % rank] and len(self.dims(src)[d % rank]) > 1 for d in dims
            ):
                raise Unsupported(f"{node.name}: squeeze of a dimension that is 1 only sometimes")
            return [k for k in order if k not in dropped]
        raise AssertionError(name)

    def cat_dim(self, node: torch.fx.Node) -> int:
        where = self.operand(node, "dim", 1)
        dim = 0 if where is None else self.static(node, *where)
        rank = self.rank(node)
        return dim % rank

    def plan(self, node: torch.fx.Node) -> str:
        """getitem on a tensor: the wrapper's ``(shape, per-source-dim (start, step))``."""
        key = f"plan:{node.name}"
        if key not in self.shapes:
            name = f"g_{self.var(node)}"
            index = self.source(node, "args", 1)
            self.wrapper.append(f"{name} = _index({self.shape(node.args[0])}, {index})")
            self.shapes[key] = name
        return self.shapes[key]

    def pieces(self, split: torch.fx.Node) -> tuple[str, int]:
        """A tensor_split/chunk/split node: the wrapper's list of ``(start, length)`` and the
        dimension it cuts."""
        name = op_name(split)
        rank = self.rank(split.args[0])
        if name == "unbind":
            where = self.operand(split, "dim", 1)
            dim = (0 if where is None else self.static(split, *where)) % rank
            var = f"q_{self.var(split)}"
            if f"plan:{split.name}" not in self.shapes:
                self.wrapper.append(
                    f"{var} = [(i, 1) for i in range({self.shape(split.args[0])}[{dim}])]"
                )
                self.shapes[f"plan:{split.name}"] = var
            return var, dim
        spec_path = self.operand(
            split,
            {"split": "split_size_or_sections", "chunk": "chunks"}.get(name, "indices_or_sections"),
            1,
        )
        if spec_path is None and name == "split":
            spec_path = self.operand(split, "split_size", 1)
        if spec_path is None:
            raise Unsupported(f"{split.name}: {name} without its sizes")
        where = self.operand(split, "dim", 2)
        dim = (0 if where is None else self.static(split, *where)) % rank
        var = f"q_{self.var(split)}"
        if f"plan:{split.name}" not in self.shapes:
            kind = {"tensor_split": "tensor_split", "chunk": "chunk", "split": "split"}[name]
            size = f"{self.shape(split.args[0])}[{dim}]"
            self.wrapper.append(
                f"{var} = _pieces({size}, {kind!r}, {self.source(split, *spec_path)})"
            )
            self.shapes[f"plan:{split.name}"] = var
        return var, dim

    # -- kernel-side values --------------------------------------------------------------------

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
        out: list[str] = []
        for j in range(child_rank):
            k = j + rank - child_rank
            if theirs[j] == {1}:
                out.append("0")
            elif 1 not in theirs[j]:
                out.append(idx[k])
            elif mine[k] == {1}:
                out.append("0")
            else:  # 1 in some subgraphs and not in others: decided per call
                flag = self.scalar(f"int({self.shape(child)}[{j}] != 1)")
                out.append(f"({idx[k]} * {flag})")
        return out

    def value(self, node: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        key = (node.name, tuple(idx), mask)
        if key not in self.memo:
            self.memo[key] = self._value(node, idx, mask)
        return self.memo[key]

    def load(self, node: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        ptr = self.pointer(self.var(node))
        terms = [
            f"({i}) * {self.scalar(f'{self.var(node)}.stride({k})')}"
            for k, i in enumerate(idx)
            if i != "0"
        ]
        address = " + ".join([ptr, *terms]) if terms else ptr
        kind = self.kind(node)
        loaded = f"tl.load({address}, mask={mask}, other=0)"
        if kind == "f":
            loaded += ".to(tl.float32)"
        elif kind == "i":
            loaded += ".to(tl.int64)"
        else:
            loaded += " != 0"
        return _Value(self.emit(loaded, "x"), kind)

    def scalar_operand(self, node: torch.fx.Node, path: tuple[Any, ...]) -> _Value:
        value = self.arg(node, *path)
        param = self.pattern.literal_params.get((self.position[node.name], path))
        if isinstance(value, bool):
            if param:
                raise Unsupported(f"{node.name}: a boolean operand that differs")
            return _Value("1" if value else "0", "b", block=False)
        if isinstance(value, int):
            return _Value(self.scalar(param) if param else repr(value), "i", block=False)
        if isinstance(value, float):
            return _Value(
                self.scalar(f"float({param})") if param else literal(value), "f", block=False
            )
        raise Unsupported(f"{node.name}: operand {value!r}")

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        name = op_name(node)
        if node.op == "placeholder":
            return self.load(node, idx, mask)
        if name == "dropout":
            training = self.static(node, *self.operand(node, "training", 2, ("lit", True)))
            if training is not False:
                raise Unsupported(f"{node.name}: dropout in training mode draws random numbers")
        if name in IDENTITY:
            return self.value(node.args[0], idx, mask)
        if name in CASTS:
            return self.cast(node, name, idx, mask)
        if name in POINTWISE:
            return self.pointwise(node, name, idx, mask)
        if name in VIEWS:
            return self.move(node, name, idx, mask)
        raise Unsupported(f"{node.name}: {name} is not an elementwise op")

    def cast(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> _Value:
        inner = self.value(node.args[0], idx, mask)
        targets = {info.dtype for info in self.infos(node)}
        kind = self.kind(node)
        if kind != "f":
            if kind == "i":
                return _Value(self.emit(f"({inner.expr}).to(tl.int64)"), "i")
            return _Value(self.emit(f"({inner.expr}) != 0"), "b")
        if inner.kind != "f":
            inner = _Value(self.emit(f"({inner.expr}).to(tl.float32)"), "f")
        if targets == {torch.float32}:
            return inner
        if len(targets) == 1:
            tl_dtype = _TL_DTYPES[targets.pop()]  # type: ignore[index]
        else:  # a dtype variant of the task: the dtype of the tensor the graph casts after
            model = next(
                (n for n in self.tensor_args(node)[1:] if n.op == "placeholder"),
                None,
            )
            if model is None:
                same = [
                    n
                    for n in self.nodes
                    if n.op == "placeholder"
                    and [i.dtype for i in self.infos(n)] == [i.dtype for i in self.infos(node)]
                ]
                if not same:
                    raise Unsupported(
                        f"{node.name}: a cast to a dtype that varies with no input to name it"
                    )
                model = same[0]
            tl_dtype = f"{self.pointer(self.var(model))}.dtype.element_ty"
        return _Value(self.emit(f"_round({inner.expr}, {tl_dtype}, RNE).to(tl.float32)"), "f")

    def pointwise(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> _Value:
        operands: list[_Value] = []
        literals: dict[str, Any] = {}
        positions = [("args", i) for i in range(len(node.args))]
        positions += [("kwargs", k) for k in node.kwargs]
        if name == "pow":
            literals["exponent"] = self.static(node, *positions[1])
            positions = positions[:1]
        if name == "gelu":
            where = self.operand(node, "approximate", 1)
            literals["approximate"] = "none" if where is None else self.static(node, *where)
            positions = positions[:1]
        if name in (
            "relu",
            "sigmoid",
            "tanh",
            "silu",
            "exp",
            "log",
            "sqrt",
            "rsqrt",
            "abs",
            "neg",
            "erf",
            "sin",
            "cos",
        ):
            positions = positions[:1]  # inplace flags and the like
        for path in positions:
            value = self.arg(node, *path)
            if isinstance(value, torch.fx.Node):
                if self.infos(value)[0].shape is None:
                    raise Unsupported(f"{node.name}: a non-tensor node operand")
                child_idx = self.broadcast_index(node, value, idx)
                operands.append(self.value(value, child_idx, mask))
            else:
                operands.append(self.scalar_operand(node, path))
        kinds = {o.kind for o in operands}
        entry = POINTWISE[name]
        if name == "gelu":
            expr = GELU(operands[0].expr, literals["approximate"])
            return self.rounded(node, _Value(self.emit(expr), "f"))
        if entry.result == "f" or "f" in kinds:
            operands = [
                _Value(f"({o.expr}).to(tl.float32)", "f") if o.kind != "f" and o.block else o
                for o in operands
            ]
        expr = entry.emit([o.expr for o in operands], literals)
        if entry.result == "b":
            kind = "b"
        elif entry.result == "f" or "f" in kinds:
            kind = "f"
        else:
            kind = "i" if "i" in kinds else "b"
        if name in ("where", "masked_fill"):
            kind = self.kind(node)
        return self.rounded(node, _Value(self.emit(expr), kind))

    def rounded(self, node: torch.fx.Node, value: _Value) -> _Value:
        """``value`` rounded to ``node``'s dtype where that is half or bfloat16 in some subgraph:
        eager materialises every op's result in its dtype, and the next op reads the rounded
        value (float32 throughout drifts past the strict tolerance of half types)."""
        dtypes = [info.dtype for info in self.infos(node)]
        if value.kind != "f" or all(d == torch.float32 for d in dtypes):
            return value
        if len(set(dtypes)) == 1:
            target = _TL_DTYPES[dtypes[0]]  # type: ignore[index]
        else:
            model = next(
                (
                    n
                    for n in self.nodes
                    if n.op == "placeholder" and [i.dtype for i in self.infos(n)] == dtypes
                ),
                None,
            )
            if model is None:
                raise Unsupported(f"{node.name}: its dtype varies with no input to name it")
            target = f"{self.pointer(self.var(model))}.dtype.element_ty"
        return _Value(self.emit(f"_round({value.expr}, {target}, RNE).to(tl.float32)"), "f")

    def move(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> _Value:
        src = node.args[0]
        if name in ("view", "reshape", "_unsafe_view", "flatten"):
            return self.reshape(node, src, idx, mask)
        if name in ("permute", "transpose", "t", "unsqueeze", "squeeze"):
            order = self.src_dims(node)
            src_idx: list[str] = ["0"] * self.rank(src)
            for k, d in enumerate(order):
                if d is not None:
                    src_idx[d] = idx[k]
            return self.value(src, src_idx, mask)
        if name in ("expand", "expand_as"):
            return self.value(src, self.broadcast_index(node, src, idx), mask)
        if name == "getitem":
            if isinstance(src, torch.fx.Node) and self.infos(src)[0].items is not None:
                return self.piece(node, src, idx, mask)
            return self.index(node, src, idx, mask)
        if name in ("cat", "stack"):
            return self.concat(node, name, idx, mask)
        if name == "roll":
            return self.roll(node, src, idx, mask)
        if name == "flip":
            dims = self.static(node, *self.operand(node, "dims", 1))
            dims = [dims] if isinstance(dims, int) else list(dims)
            rank = len(idx)
            flipped = list(idx)
            for d in dims:
                d %= rank
                size = self.scalar(f"{self.shape(node)}[{d}]")
                flipped[d] = f"({size} - 1 - {idx[d]})"
            return self.value(src, flipped, mask)
        if name == "embedding":
            return self.gather(node, weight=node.args[1], index=src, idx=idx, mask=mask)
        raise Unsupported(f"{node.name}: {name}")

    def reshape(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        out = self.shape(node)
        rank = len(idx)
        linear = idx[0]
        for k in range(1, rank):
            linear = f"({linear}) * {self.scalar(f'{out}[{k}]')} + {idx[k]}"
        linear = self.emit(linear, "l")
        source = self.shape(src)
        src_rank = self.rank(src)
        src_idx: list[str] = []
        rest = linear
        for k in range(src_rank - 1, -1, -1):
            if k == 0:
                src_idx.insert(0, rest)
                break
            size = self.scalar(f"{source}[{k}]")
            src_idx.insert(0, self.emit(f"{rest} % {size}", "i"))
            rest = self.emit(f"{rest} // {size}", "l")
        if src_rank == 0:
            src_idx = []
        return self.value(src, src_idx, mask)

    def index(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        index = self.arg(node, "args", 1)
        items = list(index) if isinstance(index, tuple) else [index]
        if any(isinstance(i, torch.fx.Node) for i in items):
            if isinstance(index, tuple):
                raise Unsupported(f"{node.name}: an index tensor inside a tuple index")
            tensors = [i for i in items if isinstance(i, torch.fx.Node)]
            if len(items) == 1 and len(tensors) == 1:
                return self.gather(node, weight=src, index=tensors[0], idx=idx, mask=mask)
            raise Unsupported(f"{node.name}: advanced indexing beyond one index tensor")
        plan = self.plan(node)
        src_rank = self.rank(src)
        used = sum(1 for i in items if i is not None and i is not Ellipsis)
        if Ellipsis in items:
            at = items.index(Ellipsis)
            items[at : at + 1] = [slice(None)] * (src_rank - used)
        items += [slice(None)] * (src_rank - sum(1 for i in items if i is not None))
        src_idx: list[str] = []
        out_k = 0
        src_k = 0
        for item in items:
            if item is None:
                out_k += 1
                continue
            start = self.scalar(f"{plan}[1][{src_k}][0]")
            if isinstance(item, slice):
                step = self.scalar(f"{plan}[1][{src_k}][1]")
                src_idx.append(f"({start} + {idx[out_k]} * {step})")
                out_k += 1
            else:
                src_idx.append(start)
            src_k += 1
        return self.value(src, src_idx, mask)

    def piece(self, node: torch.fx.Node, split: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        k = self.static(node, "args", 1)
        plan, dim = self.pieces(split)
        src = split.args[0]
        src_idx = list(idx)
        if op_name(split) == "unbind":
            src_idx.insert(dim, repr(k))
        else:
            start = self.scalar(f"{plan}[{k}][0]")
            src_idx[dim] = f"({idx[dim]} + {start})"
        return self.value(src, src_idx, mask)

    def shape_of_piece(self, node: torch.fx.Node) -> str:
        split = node.args[0]
        k = self.static(node, "args", 1)
        plan, dim = self.pieces(split)
        s = self.shape(split.args[0])
        if op_name(split) == "unbind":
            return f"({s}[:{dim}] + {s}[{dim} + 1:])"
        return f"({s}[:{dim}] + ({plan}[{k}][1],) + {s}[{dim} + 1:])"

    def concat(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> _Value:
        pieces = self.arg(node, "args", 0)
        dim = self.cat_dim(node)
        kind = self.kind(node)
        chosen: _Value | None = None
        offset = "0"
        for j, piece in enumerate(pieces):
            piece_idx = list(idx)
            if name == "stack":
                inside = f"({idx[dim]} == {j})"
                del piece_idx[dim]
            else:
                size = self.scalar(f"{self.shape(piece)}[{dim}]")
                end = self.emit(f"{offset} + {size}", "o")
                inside = f"({idx[dim]} >= {offset}) & ({idx[dim]} < {end})"
                piece_idx[dim] = f"({idx[dim]} - {offset})"
                offset = end
            piece_mask = self.emit(f"{mask} & {inside}", "m")
            value = self.value(piece, piece_idx, piece_mask)
            expr = value.expr
            if kind == "f" and value.kind != "f":
                expr = f"({expr}).to(tl.float32)"
            chosen = (
                _Value(expr, kind)
                if chosen is None
                else _Value(self.emit(f"tl.where({piece_mask}, {expr}, {chosen.expr})"), kind)
            )
        assert chosen is not None
        return chosen

    def roll(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> _Value:
        shifts_path = self.operand(node, "shifts", 1)
        dims_path = self.operand(node, "dims", 2)
        if dims_path is None:
            raise Unsupported(f"{node.name}: roll of the flattened tensor")
        dims = self.static(node, *dims_path)
        dims = [dims] if isinstance(dims, int) else list(dims)
        shifts = self.source(node, *shifts_path)
        rank = len(idx)
        rolled = list(idx)
        out = self.shape(node)
        for j, d in enumerate(dims):
            d %= rank
            size = self.scalar(f"{out}[{d}]")
            shift = self.scalar(f"(_sizes(({shifts},))[{j}] % {out}[{d}] if {out}[{d}] else 0)")
            rolled[d] = f"(({idx[d]} + {size} - {shift}) % {size})"
        return self.value(src, rolled, mask)

    def gather(
        self,
        node: torch.fx.Node,
        weight: torch.fx.Node,
        index: torch.fx.Node,
        idx: list[str],
        mask: str,
    ) -> _Value:
        index_rank = self.rank(index)
        position = self.value(index, idx[:index_rank], mask)
        if position.kind != "i":
            raise Unsupported(f"{node.name}: indexing with a non-integer tensor")
        rows = self.scalar(f"{self.shape(weight)}[0]")
        row = self.emit(
            f"tl.where({position.expr} < 0, {position.expr} + {rows}, {position.expr})", "r"
        )
        return self.value(weight, [row, *idx[index_rank:]], mask)


def _view_only(builder: _Builder, node: torch.fx.Node) -> bool:
    """An output that is a view of an input: returned as a view, as eager does."""
    name = op_name(node)
    if node.op == "placeholder":
        return True
    if name not in (
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
    ):
        return False
    if name == "getitem":
        index = node.args[1]
        items = index if isinstance(index, tuple) else (index,)
        if any(isinstance(i, torch.fx.Node) for i in items):
            return False
    src = node.args[0]
    return isinstance(src, torch.fx.Node) and _view_only(builder, src)


def _view_statements(builder: _Builder, node: torch.fx.Node, done: set[str]) -> list[str]:
    if node.op == "placeholder" or node.name in done:
        return []
    lines = _view_statements(builder, node.args[0], done)
    done.add(node.name)
    if op_name(node) == "tensor_split":
        plan, dim = builder.pieces(node)
        lines.append(
            f"{builder.var(node)} = {builder.var(node.args[0])}"
            f".split([n for _, n in {plan}], {dim})"
        )
    else:
        lines.append(builder.pattern.statements[builder.position[node.name]])
    return lines


def lower_elementwise(
    group: Sequence[Traced],
    pattern: PatternSource,
    suffix: str,
    table: Sequence[tuple[int | None, int, int]] = ((None, 1024, 4),),
) -> LoopKernel:
    """The kernel and wrapper of one structure of a task (``group``: its subgraphs), or
    :class:`Unsupported` with the reason."""
    builder = _Builder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
    nodes = builder.nodes
    output = next(n for n in nodes if n.op == "output")
    returned = output.args[0]
    outputs = list(returned) if isinstance(returned, (tuple, list)) else [returned]
    names = [o.name for o in outputs]
    if len(set(names)) != len(names):
        raise Unsupported("the graph returns one value twice")
    tensors = [n for n in nodes if n.op == "placeholder" and builder.infos(n)[0].shape is not None]
    if not tensors:
        raise Unsupported("no tensor input")
    for node in nodes:
        if node.op == "call_module":
            raise Unsupported("a module call in the graph")
        if node.op in ("call_function", "call_method"):
            name = op_name(node)
            if not (name in POINTWISE or name in IDENTITY or name in CASTS or name in VIEWS):
                raise Unsupported(f"{name}: not an elementwise op (no template for it yet)")
    device = f"{builder.var(tensors[0])}.device"
    view_lines: list[str] = []
    done: set[str] = set()
    computed: list[tuple[torch.fx.Node, str]] = []
    results: list[str] = []
    segments: list[tuple[str, str, list[str], str]] = []  # out pointer, numel arg, body, mask
    allocations: list[str] = []
    for k, out in enumerate(outputs):
        if out.op == "placeholder":
            raise Unsupported("the graph returns an input unchanged")
        if _view_only(builder, out):
            view_lines += _view_statements(builder, out, done)
            results.append(builder.var(out))
            continue
        dtypes = [info.dtype for info in builder.infos(out)]
        if dtypes[0] is None:
            raise Unsupported(f"{out.name}: a non-tensor output")
        same = next((n for n in tensors if [i.dtype for i in builder.infos(n)] == dtypes), None)
        if same is not None:
            dtype = f"{builder.var(same)}.dtype"
        elif len(set(dtypes)) == 1:
            dtype = str(dtypes[0])
        else:
            raise Unsupported(f"{out.name}: its dtype varies with no input to name it")
        result = f"out{k}"
        shape = builder.shape(out)
        allocations.append(f"{result} = torch.empty({shape}, dtype={dtype}, device={device})")
        numel = builder.scalar(f"{result}.numel()")
        rank = builder.rank(out)
        body_start = len(builder.body)
        offs = builder.emit(f"start{len(segments)} + tl.arange(0, BLOCK).to(tl.int64)", "o")
        mask = builder.emit(f"{offs} < {numel}", "m")
        idx: list[str] = []
        rest = offs
        for d in range(rank - 1, -1, -1):
            if d == 0:
                idx.insert(0, rest)
                break
            size = builder.scalar(f"{result}.shape[{d}]")
            idx.insert(0, builder.emit(f"{rest} % {size}", "i"))
            rest = builder.emit(f"{rest} // {size}", "l")
        value = builder.value(out, idx, mask)
        ptr = builder.pointer(result)
        expr = value.expr
        builder.body.append(
            f"tl.store({ptr} + {offs}, _round({expr}, {ptr}.dtype.element_ty, RNE), mask={mask})"
        )
        body = builder.body[body_start:]
        del builder.body[body_start:]
        builder.memo.clear()
        segments.append((ptr, numel, body, f"blocks{k}"))
        computed.append((out, result))
        results.append(result)
    if not computed:
        raise Unsupported("nothing to compute: every output is a view of an input")

    pointer_args = list(builder.pointers.values())
    scalar_args = list(builder.scalars.values())
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join([*pointer_args, *scalar_args, "BLOCK: tl.constexpr", "RNE: tl.constexpr"])
        + "):",
        "    pid = tl.program_id(0).to(tl.int64)",
        "    first = 0",
    ]
    for k, (_, numel, body, _) in enumerate(segments):
        kernel.append(f"    count{k} = tl.cdiv({numel}, BLOCK)")
        kernel.append(f"    if (pid >= first) & (pid < first + count{k}):")
        kernel.append(f"        start{k} = (pid - first) * BLOCK")
        kernel += [f"        {line}" for line in body]
        kernel.append(f"    first += count{k}")
    params = ", ".join(p.name for p in pattern.params)
    rows = "".join(f"\n    {tuple(row)!r}," for row in table)
    wrapper = [
        "# Launch configuration by shape class: (largest element count, block, warps).",
        f"_TABLE_{suffix} = ({rows}\n)",
        "",
        "",
        f"def {builder.run_name}({params}):",
    ]
    wrapper += [f"    {line}" for line in builder.wrapper]
    wrapper += [f"    {line}" for line in view_lines]
    wrapper += [f"    {line}" for line in allocations]
    elements = " + ".join(f"{result}.numel()" for _, result in computed)
    wrapper.append(f"    elements = {elements}")
    wrapper.append(f"    block, warps = _config(elements, _TABLE_{suffix}, {device})")
    numels = [f"triton.cdiv({result}.numel(), block)" for _, result in computed]
    wrapper.append(f"    grid = ({' + '.join(numels)},)")
    call_args = [*builder.pointers.keys(), *builder.scalars.keys()]
    wrapper.append("    if grid[0]:")
    wrapper.append(
        f"        {builder.kernel_name}[grid]({', '.join(call_args)}, BLOCK=block, "
        f"RNE={device}.type == 'cpu', num_warps=warps)"
    )
    returned_text = results[0] if len(results) == 1 else "(" + ", ".join(results) + ")"
    wrapper.append(f"    return {returned_text}")
    return LoopKernel(
        builder.kernel_name,
        builder.run_name,
        "\n".join(kernel) + "\n",
        "\n".join(wrapper) + "\n",
        len(outputs),
        len(computed),
    )
