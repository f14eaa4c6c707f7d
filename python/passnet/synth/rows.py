"""The row template: a subgraph whose reductions all run along the last dimension of one row
space (layer_norm, rms_norm, softmax, log_softmax, sum, mean, amax, amin, var, std over the
last dimension), with pointwise ops and element moves before and after them, as one Triton
kernel.

A program takes ``ROWS`` rows whole (the row is one block of ``RBLOCK``, the power of two at or
above its length): row positions are a ``[ROWS, 1]`` block and the column a ``[1, RBLOCK]``
one, so the elementwise template's index arithmetic (:mod:`passnet.synth.loops`) broadcasts to
the tile unchanged, a reduction reduces the tile's columns (masked lanes add 0 or lose to any
value) to a ``[ROWS, 1]`` value, and what uses it broadcasts it back along the row. Outputs are
row-shaped (the rows times the row length) or reduced (one value per row). A reduction must be
seen through the identity index (no view between it and what reads it); anything else is not
covered, with the reason."""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.fx

from passnet.synth.builder import LoopKernel, Value, has_op, return_expression
from passnet.synth.loops import view_only, view_statements
from passnet.synth.moves import Builder
from passnet.synth.ops import ELEMENTWISE, op_name
from passnet.synth.pattern import PatternSource, Unsupported
from passnet.synth.trace import Traced

__all__ = ["REDUCTIONS", "covers", "lower_rows"]

REDUCTIONS = frozenset(
    {
        "layer_norm",
        "rms_norm",
        "softmax",
        "log_softmax",
        "sum",
        "mean",
        "amax",
        "amin",
        "var",
        "std",
    }
)
# The longest row one block holds; longer rows would need a loop over the row (not written).
MAX_ROW = 16384


class _RowBuilder(Builder):
    """The elementwise builder with reductions over the row."""

    rows_idx: list[str]
    col: str
    full_mask: str
    row_mask: str

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        if node.op != "placeholder" and op_name(node) in REDUCTIONS:
            return self.rounded(node, self.reduction(node, op_name(node), idx))
        return super()._value(node, idx, mask)

    def shape_expr(self, node: torch.fx.Node) -> str:
        name = op_name(node)
        if node.op == "placeholder" or name not in REDUCTIONS:
            return super().shape_expr(node)
        src = self.shape(node.args[0])
        if name in ("layer_norm", "rms_norm", "softmax", "log_softmax"):
            return src
        where = self.operand(node, "keepdim", 2)
        keepdim = bool(self.static(node, *where)) if where is not None else False
        return f"({src}[:-1] + (1,))" if keepdim else f"{src}[:-1]"

    def last_dim(self, node: torch.fx.Node, name: str) -> None:
        """Checks that ``node`` reduces along its input's last dimension."""
        rank = self.rank(node.args[0])
        if name in ("layer_norm", "rms_norm"):
            shape = self.static(node, *self.operand(node, "normalized_shape", 1))
            if len(shape) != 1:
                raise Unsupported(f"{node.name}: {name} over more than the last dimension")
            return
        where = self.operand(node, "dim", 1)
        if where is None:
            raise Unsupported(f"{node.name}: {name} over every dimension")
        dim = self.static(node, *where)
        dims = [dim] if isinstance(dim, int) else list(dim)
        if len(dims) != 1 or dims[0] % rank != rank - 1:
            raise Unsupported(f"{node.name}: {name} over a dimension other than the last")

    def reduction(self, node: torch.fx.Node, name: str, idx: list[str]) -> Value:
        self.last_dim(node, name)
        src = node.args[0]
        full = name in ("layer_norm", "rms_norm", "softmax", "log_softmax")
        keepdim = False
        if not full:
            where = self.operand(node, "keepdim", 2)
            keepdim = bool(self.static(node, *where)) if where is not None else False
        rows = self.rows_idx
        expected = [*rows, self.col] if full else ([*rows, "0"] if keepdim else list(rows))
        # A dimension of size 1 reads index 0 whichever way it is reached (a broadcast writes
        # "0" where the row index would be): the same element.
        ones = [d == {1} for d in self.dims(node)]
        if len(idx) != len(expected) or any(
            a != b and not (one and "0" in (a, b))
            for a, b, one in zip(idx, expected, ones, strict=True)
        ):
            raise Unsupported(f"{node.name}: {name} read through a view or a broadcast")
        x = self.value(src, [*rows, self.col], self.full_mask)
        if x.kind != "f":
            x = Value(self.emit(f"({x.expr}).to(tl.float32)"), "f")
        count = self.scalar(f"{self.shape(src)}[-1]")
        m = self.full_mask

        def total(expr: str) -> str:
            return self.emit(f"tl.sum(tl.where({m}, {expr}, 0.0), axis=1)[:, None]", "r")

        if name in ("sum", "mean"):
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
        # layer_norm(x, shape, weight, bias, eps) and rms_norm(x, shape, weight, eps)
        eps_where = self.operand(node, "eps", 4 if name == "layer_norm" else 3)
        eps = "1e-05" if eps_where is None else self.scalar_operand(node, eps_where).expr
        if eps_where is not None and self.arg(node, *eps_where) is None:
            if name == "rms_norm":
                raise Unsupported(f"{node.name}: rms_norm with the dtype's default eps")
            eps = "1e-05"
        if name == "layer_norm":
            mean = self.emit(f"{total(x.expr)} / {count}", "r")
            centred = self.emit(f"tl.where({m}, {x.expr} - {mean}, 0.0)")
            var = self.emit(f"{total(f'{centred} * {centred}')} / {count}", "r")
            y = self.emit(f"{centred} * tl.rsqrt({var} + {eps})")
        else:
            ms = self.emit(f"{total(f'{x.expr} * {x.expr}')} / {count}", "r")
            y = self.emit(f"{x.expr} * tl.rsqrt({ms} + {eps})")
        for position, key in ((2, "weight"), (3, "bias")):
            if name == "rms_norm" and key == "bias":
                continue
            where = self.operand(node, key, position)
            operand = self.arg(node, *where) if where is not None else None
            if operand is None:
                continue
            if not isinstance(operand, torch.fx.Node):
                raise Unsupported(f"{node.name}: a literal {key}")
            w = self.value(operand, [self.col], self.full_mask)
            if w.kind != "f":
                w = Value(self.emit(f"({w.expr}).to(tl.float32)"), "f")
            y = self.emit(f"{y} * {w.expr}" if key == "weight" else f"{y} + {w.expr}")
        return Value(y, "f")


def lower_rows(
    group: Sequence[Traced],
    pattern: PatternSource,
    suffix: str,
    table: Sequence[tuple[int | None, int, int]] = ((None, 1024, 4),),
) -> LoopKernel:
    """The row kernel and its wrapper for one structure of a task, or :class:`Unsupported`."""
    builder = _RowBuilder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
    nodes = builder.nodes
    reductions = [n for n in nodes if n.op != "placeholder" and op_name(n) in REDUCTIONS]
    if not reductions:
        raise Unsupported("no reduction")
    for node in nodes:
        if node.op in ("call_function", "call_method"):
            name = op_name(node)
            if name not in ELEMENTWISE and name not in REDUCTIONS:
                raise Unsupported(f"{name}: no template covers it yet")
    lengths = {size for r in reductions for size in builder.dims(r.args[0])[-1]}
    per_subgraph = [
        {info.shape[-1] for info in (builder.infos(r.args[0])[k] for r in reductions) if info.shape}
        for k in range(len(group))
    ]
    if any(len(s) != 1 for s in per_subgraph):
        raise Unsupported("reductions over rows of different lengths")
    if max(lengths) > MAX_ROW:
        raise Unsupported(f"rows of {max(lengths)} elements (one block holds {MAX_ROW})")
    row_src = reductions[0].args[0]
    output = next(n for n in nodes if n.op == "output")
    returned = output.args[0]
    outputs = list(returned) if isinstance(returned, (tuple, list)) else [returned]
    tensors = [n for n in nodes if n.op == "placeholder" and builder.infos(n)[0].shape is not None]
    device = f"{builder.var(tensors[0])}.device"
    row_shape = builder.shape(row_src)
    length = builder.scalar(f"{row_shape}[-1]")
    rank = builder.rank(row_src)
    # the row index, unravelled over the leading sizes
    builder.body.append("r = pid * ROWS + tl.arange(0, ROWS).to(tl.int64)[:, None]")
    builder.body.append("col = tl.arange(0, RBLOCK).to(tl.int64)[None, :]")
    count = builder.scalar(f"_prod({row_shape}[:-1])")
    builder.body.append(f"rmask = r < {count}")
    builder.body.append(f"fmask = rmask & (col < {length})")
    rows_idx = builder.unravel("r", row_shape, rank - 1)
    builder.rows_idx, builder.col, builder.full_mask, builder.row_mask = (
        rows_idx,
        "col",
        "fmask",
        "rmask",
    )
    view_lines: list[str] = []
    done: set[str] = set()
    results: list[str] = []
    allocations: list[str] = []
    row_dims = builder.dims(row_src)
    for k, out in enumerate(outputs):
        if out.op == "placeholder":
            raise Unsupported("the graph returns an input unchanged")
        if view_only(builder, out):
            view_lines += view_statements(builder, out, done)
            results.append(builder.var(out))
            continue
        out_dims = builder.dims(out)
        result = f"out{k}"
        allocations.append(
            f"{result} = torch.empty({builder.shape(out)}, dtype={builder.output_dtype(out)}, "
            f"device={device})"
        )
        ptr = builder.pointer(result)
        if out_dims == row_dims:
            value = builder.value(out, [*rows_idx, "col"], "fmask")
            builder.body.append(
                f"tl.store({ptr} + r * {length} + col, "
                f"_round({value.expr}, {ptr}.dtype.element_ty, RNE), mask=fmask)"
            )
        elif out_dims == row_dims[:-1] or out_dims == [*row_dims[:-1], {1}]:
            idx = list(rows_idx) if out_dims == row_dims[:-1] else [*rows_idx, "0"]
            value = builder.value(out, idx, "rmask")
            builder.body.append(
                f"tl.store({ptr} + r, _round({value.expr}, {ptr}.dtype.element_ty, RNE), "
                "mask=rmask)"
            )
        else:
            raise Unsupported(f"{out.name}: an output neither row-shaped nor one value per row")
        results.append(result)
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join([*builder.pointers.values(), *builder.scalars.values()])
        + ", ROWS: tl.constexpr, RBLOCK: tl.constexpr, RNE: tl.constexpr):",
        "    pid = tl.program_id(0).to(tl.int64)",
        *[f"    {line}" for line in builder.body],
    ]
    params = ", ".join(p.name for p in pattern.params)
    rows = "".join(f"\n    {tuple(row)!r}," for row in table)
    wrapper = [
        "# Launch configuration by shape class: (largest element count, block, warps); a program",
        "# takes as many whole rows as the block holds.",
        f"_TABLE_{suffix} = ({rows}\n)",
        "",
        "",
        f"def {builder.run_name}({params}):",
        *[f"    {line}" for line in builder.wrapper],
        *[f"    {line}" for line in view_lines],
        *[f"    {line}" for line in allocations],
        f"    length = {row_shape}[-1]",
        f"    _check_row(length, {MAX_ROW})",
        f"    count = _prod({row_shape}[:-1])",
        "    rblock = _pow2(length)",
        f"    block, warps = _config(count * rblock, _TABLE_{suffix}, {device})",
        "    rows = max(1, block // rblock)",
        "    grid = (triton.cdiv(count, rows),)",
        "    if grid[0] and length:",
        f"        {builder.kernel_name}[grid]("
        + ", ".join([*builder.pointers.keys(), *builder.scalars.keys()])
        + f", ROWS=rows, RBLOCK=rblock, RNE={device}.type == 'cpu', num_warps=warps)",
        f"    return {return_expression(results)}",
    ]
    return LoopKernel(
        builder.kernel_name,
        builder.run_name,
        "\n".join(kernel) + "\n",
        "\n".join(wrapper) + "\n",
        len(outputs),
        len(allocations),
    )


def covers(group: Sequence[Traced]) -> bool:
    """Whether the graph has a reduction (the row template's case)."""
    return has_op(group, REDUCTIONS)
