"""The row template's builder: the elementwise builder (window ops included) with the values of
reductions over a tile of rows (:mod:`passnet.synth.spaces` for the rows and columns).

A reduction reads its source at the tile's source index (rows by columns, masked to the rows and
the row's length), reduces the tile's columns (``tl.sum``, ``tl.max``, ``tl.min`` along axis 1;
masked lanes add 0 or lose to any value) to a ``[ROWS, 1]`` value, in float32, and what reads it
broadcasts it back along the row. It must be read at the index the tile computes: its source's
index for a normalisation (``layer_norm``, ``rms_norm``, ``group_norm``, ``softmax``,
``log_softmax``), the rows' index for a sum, a mean, ``amax``, ``amin``, ``var``, ``std`` or an
adaptive average pool (a kept dimension of size 1 is index 0 whichever way it is reached). Each
value is rounded to its node's dtype as eager rounds its results."""

from __future__ import annotations

import re
from typing import Any

import torch
import torch.fx

from passnet.synth.builder import Value
from passnet.synth.ops import op_name
from passnet.synth.pattern import Unsupported
from passnet.synth.spaces import REDUCTIONS, Space, reduction_of
from passnet.synth.windows import WindowBuilder

__all__ = ["RowBuilder"]


def _same(read: str, expected: str, sizes: set[int]) -> bool:
    """Whether index ``read`` of a dimension of ``sizes`` names the element ``expected`` does.
    Where the dimension is 1, index 0 whichever way it is reached (a broadcast writes "0"
    where the row index would be); where it is 1 in some subgraphs only, the index times the
    per-call flags of the broadcasts on the way (each 0 only where the dimension is 1, and the
    row index is then 0 too)."""
    if read == expected or (sizes == {1} and "0" in (read, expected)):
        return True
    while 1 in sizes and read != expected:
        flagged = re.fullmatch(r"\((.*) \* a\d+\)", read)
        if flagged is None:
            return False
        read = flagged.group(1)
    return read == expected


class RowBuilder(WindowBuilder):
    """The builder with reductions over the tile's rows. ``rows``, ``cols`` and ``src_idx`` are
    the tile's index (kept axes, reduced axes, the source's dimensions); ``length`` the kernel
    argument holding the row's length; the masks cover the tile and its rows."""

    rows: list[str]
    cols: list[str]
    src_idx: list[str]
    length: str
    full_mask: str
    row_mask: str

    def tile(self, space: Space, src: torch.fx.Node, name: str) -> tuple[str, str]:
        """The tile's rows and columns over ``space`` (of reduction ``name``, source ``src``),
        and the wrapper's expressions of the row's length and of the number of rows."""
        shape = self.shape(src)
        if space.last:
            sizes = (f"{shape}[-1]", f"_prod({shape}[:-1])")
        else:
            kept, cols = f"rows_{self.var(src)}", f"cols_{self.var(src)}"
            for var, axes in ((kept, space.kept()), (cols, space.cols())):
                self.wrapper.append(
                    f"{var} = (" + "".join(f"{space.size(a, shape)}, " for a in axes) + ")"
                )
            for d, pieces in space.splits:
                what = f"{name} cuts dimension {d} unevenly otherwise"
                self.wrapper.append(f"_check({shape}[{d}] % {pieces} == 0, {what!r})")
            sizes = (f"_prod({cols})", f"_prod({kept})")
        self.length = self.scalar(sizes[0])
        self.body.append("r = pid * ROWS + tl.arange(0, ROWS).to(IDX)[:, None]")
        self.body.append("col = tl.arange(0, RBLOCK).to(IDX)[None, :]")
        count = self.scalar(sizes[1])
        self.body.append(f"rmask = r < {count}")
        self.body.append(f"fmask = rmask & (col < {self.length})")
        self.full_mask, self.row_mask = "fmask", "rmask"
        if space.last:
            self.rows = self.unravel("r", shape, space.rank - 1)
            self.cols = ["col"]
            self.src_idx = [*self.rows, "col"]
            return sizes
        self.rows = self.unravel("r", kept, len(space.kept()))
        self.cols = self.unravel("col", cols, len(space.cols()))
        at = dict(zip(space.kept() + space.cols(), self.rows + self.cols, strict=True))
        self.src_idx = []
        for d in range(space.rank):
            if ("dim", d) in at:
                self.src_idx.append(at[("dim", d)])
                continue
            inner = self.scalar(f"{cols}[{space.cols().index(('inner', d))}]")
            self.src_idx.append(
                self.emit(f"{at[('outer', d)]} * {inner} + {at[('inner', d)]}", "i")
            )
        return sizes

    def checkpoint(self) -> tuple[Any, ...]:
        """What the builder holds, to undo an attempt that fails."""
        return (
            list(self.wrapper),
            list(self.body),
            dict(self.scalars),
            dict(self.pointers),
            dict(self.shapes),
            dict(self.memo),
            self.temps,
        )

    def rollback(self, state: tuple[Any, ...]) -> None:
        """Back to what :meth:`checkpoint` returned."""
        wrapper, body, scalars, pointers, shapes, memo, temps = state
        self.wrapper, self.body, self.scalars, self.pointers = wrapper, body, scalars, pointers
        self.shapes, self.memo, self.temps = shapes, memo, temps

    def reduced_index(self, space: Space, keepdim: bool) -> list[str]:
        """The index of one value per row at the tile's rows (reduced dimensions kept as index
        0, or dropped)."""
        kept = dict(zip([d for _, d in space.kept()], self.rows, strict=True))
        out: list[str] = []
        for d in range(space.rank):
            if d in kept:
                out.append(kept[d])
            elif keepdim:
                out.append("0")
        return out

    def shape_expr(self, node: torch.fx.Node) -> str:
        name = op_name(node)
        if node.op == "placeholder" or name not in REDUCTIONS:
            return super().shape_expr(node)
        src = self.shape(node.args[0])
        reduction = reduction_of(self, node)
        if reduction.full:
            return src
        space = reduction.space
        if space.last:
            return f"({src}[:-1] + (1,))" if reduction.keepdim else f"{src}[:-1]"
        cut = dict(space.splits)
        items = []
        for d in range(space.rank):
            if d in cut:
                items.append(f"{cut[d]}, ")
            elif d not in space.reduced:
                items.append(f"{src}[{d}], ")
            elif reduction.keepdim:
                items.append("1, ")
        return "(" + "".join(items) + ")"

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        if node.op != "placeholder" and op_name(node) in REDUCTIONS:
            return self.rounded(node, self.reduce(node, op_name(node), idx))
        return super()._value(node, idx, mask)

    def reduce(self, node: torch.fx.Node, name: str, idx: list[str]) -> Value:
        reduction = reduction_of(self, node)
        src = node.args[0]
        assert isinstance(src, torch.fx.Node)
        space = reduction.space
        expected = (
            list(self.src_idx) if reduction.full else self.reduced_index(space, reduction.keepdim)
        )
        if len(idx) != len(expected) or not all(
            _same(a, b, sizes) for a, b, sizes in zip(idx, expected, self.dims(node), strict=True)
        ):
            raise Unsupported(f"{node.name}: {name} read through a view or a broadcast")
        x = self.value(src, list(self.src_idx), self.full_mask)
        if x.kind != "f":
            x = Value(self.emit(f"({x.expr}).to(tl.float32)"), "f")
        if space.last:
            count = self.scalar(f"{self.shape(src)}[-1]")
        else:
            count = self.length
        m = self.full_mask
        total = self.total
        if name in ("sum", "mean", "adaptive_avg_pool2d"):
            s = total(x.expr)
            return Value(s if name == "sum" else self.emit(f"{s} / {count}", "r"), "f")
        if name in ("amax", "amin"):
            fill, op = ("-float('inf')", "max") if name == "amax" else ("float('inf')", "min")
            return Value(
                self.emit(f"tl.{op}(tl.where({m}, {x.expr}, {fill}), axis=1)[:, None]", "r"), "f"
            )
        if name in ("var", "std"):
            where = self.operand(node, "correction", 3)
            unbiased = self.operand(node, "unbiased", 2)
            correction = 1
            if where is not None and ("kwargs", "correction") == where:
                correction = self.static(node, *where)
            elif unbiased is not None and isinstance(self.arg(node, *unbiased), bool):
                correction = 1 if self.static(node, *unbiased) else 0
            mean = self.emit(f"{total(x.expr)} / {count}", "r")
            centred = self.emit(f"{x.expr} - {mean}")
            var = self.emit(f"{total(f'{centred} * {centred}')} / ({count} - {correction})", "r")
            return Value(var if name == "var" else self.emit(f"tl.sqrt({var})", "r"), "f")
        if name in ("softmax", "log_softmax"):
            peak = self.emit(
                f"tl.max(tl.where({m}, {x.expr}, -float('inf')), axis=1)[:, None]", "r"
            )
            shifted = self.emit(f"{x.expr} - {peak}")
            e = self.emit(f"tl.where({m}, tl.exp({shifted}), 0.0)")
            s = self.emit(f"tl.sum({e}, axis=1)[:, None]", "r")
            if name == "softmax":
                return Value(self.emit(f"{e} / {s}"), "f")
            return Value(self.emit(f"{shifted} - tl.log({s})"), "f")
        if name == "group_norm":
            return self.group_norm(node, x.expr, count)
        return self.layer_norm(node, name, x.expr, count)

    def total(self, expr: str) -> str:
        """The row's sum of ``expr`` (its masked lanes count 0)."""
        return self.emit(f"tl.sum(tl.where({self.full_mask}, {expr}, 0.0), axis=1)[:, None]", "r")

    def eps(self, node: torch.fx.Node, position: int) -> str:
        where = self.operand(node, "eps", position)
        if where is None or self.arg(node, *where) is None:
            if op_name(node) == "rms_norm":
                raise Unsupported(f"{node.name}: rms_norm with the dtype's default eps")
            return "1e-05"
        return self.scalar_operand(node, where).expr

    def affine(self, node: torch.fx.Node, key: str, position: int, idx: list[str]) -> str | None:
        """A normalisation's ``weight`` or ``bias`` at ``idx``, or None where it has none."""
        where = self.operand(node, key, position)
        operand = self.arg(node, *where) if where is not None else None
        if operand is None:
            return None
        if not isinstance(operand, torch.fx.Node):
            raise Unsupported(f"{node.name}: a literal {key}")
        w = self.value(operand, idx, self.full_mask)
        return w.expr if w.kind == "f" else self.emit(f"({w.expr}).to(tl.float32)")

    def centred(self, x: str, count: str) -> tuple[str, str]:
        """The row's mean and ``x`` less it (0 in masked lanes)."""
        mean = self.emit(f"{self.total(x)} / {count}", "r")
        return mean, self.emit(f"tl.where({self.full_mask}, {x} - {mean}, 0.0)")

    def layer_norm(self, node: torch.fx.Node, name: str, x: str, count: str) -> Value:
        """``layer_norm(x, shape, weight, bias, eps)`` and ``rms_norm(x, shape, weight, eps)``,
        the weight and bias read at the row's columns."""
        eps = self.eps(node, 4 if name == "layer_norm" else 3)
        if name == "layer_norm":
            _, centred = self.centred(x, count)
            var = self.emit(f"{self.total(f'{centred} * {centred}')} / {count}", "r")
            y = self.emit(f"{centred} * tl.rsqrt({var} + {eps})")
        else:
            ms = self.emit(f"{self.total(f'{x} * {x}')} / {count}", "r")
            y = self.emit(f"{x} * tl.rsqrt({ms} + {eps})")
        for position, key in ((2, "weight"), (3, "bias")):
            if name == "rms_norm" and key == "bias":
                continue
            w = self.affine(node, key, position, list(self.cols))
            if w is not None:
                y = self.emit(f"{y} * {w}" if key == "weight" else f"{y} + {w}")
        return Value(y, "f")

    def group_norm(self, node: torch.fx.Node, x: str, count: str) -> Value:
        """``group_norm(x, groups, weight, bias, eps)``: a group's statistics, then eager's
        affine per channel, ``x * a + b`` with ``a = rstd * weight`` and ``b = bias - mean * a``."""
        eps = self.eps(node, 4)
        mean, centred = self.centred(x, count)
        var = self.emit(f"{self.total(f'{centred} * {centred}')} / {count}", "r")
        a = self.emit(f"tl.rsqrt({var} + {eps})")
        channel = [self.src_idx[1]]
        weight, bias = (self.affine(node, k, p, channel) for k, p in (("weight", 2), ("bias", 3)))
        if weight is not None:
            a = self.emit(f"{a} * {weight}")
        b = self.emit(f"-{mean} * {a}")
        if bias is not None:
            b = self.emit(f"{bias} + {b}")
        return Value(self.emit(f"{x} * {a} + {b}"), "f")
