"""Element moves as index arithmetic: for each view, slice, split, concatenation, roll and
gather, the shape it gives (computed by the wrapper per call, from ``pass_runtime``'s helpers)
and the index of its source that an element of its result reads."""

from __future__ import annotations

import torch
import torch.fx

from passnet.synth.builder import Value
from passnet.synth.ops import CASTS, CHANNELWISE, IDENTITY, POINTWISE, op_name
from passnet.synth.pattern import Unsupported
from passnet.synth.pointwise import ValueBuilder

__all__ = ["Builder"]


class Builder(ValueBuilder):
    """The builder with the element moves."""

    def shape_expr(self, node: torch.fx.Node) -> str:
        name = op_name(node)
        if node.op == "placeholder":
            return f"tuple({self.var(node)}.shape)"
        src = node.args[0] if node.args and isinstance(node.args[0], torch.fx.Node) else None
        if name in CHANNELWISE:
            return self.shape(node.args[0])
        if name in POINTWISE or name in IDENTITY or name in CASTS:
            operands = self.tensor_args(node)
            if name in CASTS:  # to(other) and type_as(other) take other's dtype, not its shape
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
        if name == "pad":
            return f"_pad({s}, _sizes(({self.source(node, *self.operand(node, 'pad', 1))},)))"
        if name == "embedding":
            weight = self.shape(node.args[1])
            return f"({s} + {weight}[1:])"
        if name == "gather":
            return self.shape(self._gather_index(node))
        if name == "repeat":
            sizes = ", ".join(self.source(node, "args", i) for i in range(1, len(node.args)))
            return f"_repeat({s}, _sizes(({sizes},)))"
        raise Unsupported(f"{node.name}: no shape rule for {name}")

    def _gather_index(self, node: torch.fx.Node) -> torch.fx.Node:
        index = self.arg(node, *self.operand(node, "index", 2))
        if not isinstance(index, torch.fx.Node):
            raise Unsupported(f"{node.name}: gather by a literal index")
        return index

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

    def move(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> Value:
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
        if name == "pad":
            return self.pad(node, src, idx, mask)
        if name == "gather":  # the element at the index tensor's value along dim
            dim = self.static(node, *self.operand(node, "dim", 1)) % len(idx)
            position = self.value(self._gather_index(node), idx, mask)
            if position.kind != "i":
                raise Unsupported(f"{node.name}: gather by a non-integer tensor")
            gathered = [position.expr if d == dim else i for d, i in enumerate(idx)]
            return self.value(src, gathered, mask)
        if name == "repeat":  # each source dimension tiled: the index modulo its size
            lead = len(idx) - self.rank(src)
            sizes = self.shape(src)
            tiled = [f"({i} % {self.scalar(f'{sizes}[{k}]')})" for k, i in enumerate(idx[lead:])]
            return self.value(src, tiled, mask)
        raise Unsupported(f"{node.name}: {name}")

    def pad(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> Value:
        """Constant padding: the source read where the index falls inside it, the fill value
        elsewhere (negative pads crop, the same arithmetic)."""
        mode = self.operand(node, "mode", 2)
        if mode is not None and self.static(node, *mode) != "constant":
            raise Unsupported(f"{node.name}: pad mode {self.arg(node, *mode)!r}")
        pads = self.source(node, *self.operand(node, "pad", 1))
        fill_where = self.operand(node, "value", 3)
        fill = (
            Value("0.0", "f", block=False)
            if fill_where is None or self.arg(node, *fill_where) is None
            else self.scalar_operand(node, fill_where)
        )
        rank = len(idx)
        inside = mask
        shifted = list(idx)
        count = len(self.arg(node, *self.operand(node, "pad", 1))) // 2
        source = self.shape(src)
        for j in range(count):
            d = rank - 1 - j
            left = self.scalar(f"_sizes(({pads},))[{2 * j}]")
            size = self.scalar(f"{source}[{d}]")
            shifted[d] = self.emit(f"{idx[d]} - {left}", "i")
            inside = self.emit(f"{inside} & ({shifted[d]} >= 0) & ({shifted[d]} < {size})", "m")
        value = self.value(src, shifted, inside)
        kind = self.kind(node)
        expr = value.expr if kind != "f" or value.kind == "f" else f"({value.expr}).to(tl.float32)"
        return Value(self.emit(f"tl.where({inside}, {expr}, {fill.expr})"), kind)

    def reshape(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> Value:
        out = self.shape(node)
        rank = len(idx)
        linear = idx[0]
        for k in range(1, rank):
            linear = f"({linear}) * {self.scalar(f'{out}[{k}]')} + {idx[k]}"
        linear = self.emit(linear, "l")
        source = self.shape(src)
        src_rank = self.rank(src)
        src_idx = self.unravel(linear, source, src_rank)
        return self.value(src, src_idx, mask)

    def index(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> Value:
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

    def piece(self, node: torch.fx.Node, split: torch.fx.Node, idx: list[str], mask: str) -> Value:
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

    def concat(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> Value:
        pieces = self.arg(node, "args", 0)
        dim = self.cat_dim(node)
        kind = self.kind(node)
        chosen: Value | None = None
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
                Value(expr, kind)
                if chosen is None
                else Value(self.emit(f"tl.where({piece_mask}, {expr}, {chosen.expr})"), kind)
            )
        assert chosen is not None
        return chosen

    def roll(self, node: torch.fx.Node, src: torch.fx.Node, idx: list[str], mask: str) -> Value:
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
    ) -> Value:
        index_rank = self.rank(index)
        position = self.value(index, idx[:index_rank], mask)
        if position.kind != "i":
            raise Unsupported(f"{node.name}: indexing with a non-integer tensor")
        rows = self.scalar(f"{self.shape(weight)}[0]")
        row = self.emit(
            f"tl.where({position.expr} < 0, {position.expr} + {rows}, {position.expr})", "r"
        )
        return self.value(weight, [row, *idx[index_rank:]], mask)
