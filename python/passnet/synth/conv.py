"""The convolution template: a subgraph with one ``conv1d``, ``conv2d``, ``conv3d``,
``conv_transpose1d`` or ``conv_transpose2d`` (bias or not; stride, padding, dilation and
groups as literals, which may differ between the task's subgraphs and then reach the kernel as
arguments) and the GEMM template's epilogue after it, as one Triton kernel.

The convolution is an implicit GEMM: rows are output positions (batch x spatial), columns
output channels within a group (a program's columns lie in one group), depth the group's input
channels x the kernel window. The input tile is gathered by index arithmetic (position = output
position x stride - padding + tap x dilation, zero outside the input), so nothing is unfolded in
memory. A transposed convolution is split by output phase (position modulo stride, one program
axis): within a phase only every stride-th tap reaches an output, so its depth is the input
channels x those taps and no product is wasted on taps that miss (dilation 1 only).

Depthwise and small grouped convolutions (fewer than 16 input and output channels per group in
every subgraph of the variant) cannot feed ``tl.dot``; their kernel is direct: a tile of
outputs (positions x channels, any group per column) accumulates one window tap at a time.

A slice right after the convolution is written by the store (:mod:`passnet.synth.conv_slice`).
After the convolution, its output rounded once to its dtype (float32 accumulation, as cuDNN's),
the epilogue and the stores are those the GEMM and attention templates share
(:mod:`passnet.synth.product`)."""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.fx

from passnet.synth.builder import LoopKernel, Value, has_op, return_expression
from passnet.synth.conv_call import ConvArgs, launch, read_conv, sizes
from passnet.synth.conv_slice import head_index, slice_head
from passnet.synth.gemm import DEFAULT_GEMM
from passnet.synth.moves import Builder
from passnet.synth.ops import CHANNELWISE
from passnet.synth.pattern import PatternSource
from passnet.synth.product import (
    SPLIT_PARAMS,
    ProductBuilder,
    depth_loop,
    epilogue,
    find_product,
    multiply,
    operand_tile,
    reduce_split,
    write_outputs,
)
from passnet.synth.trace import Traced

__all__ = ["CONVS", "DEFAULT_DIRECT", "covers", "lower_conv"]

CONVS = frozenset({"conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d"})
# Rows (largest rows * output channels, BLOCK_M, BLOCK_N, warps) of the direct kernel: defaults
# for a GPU, not measurements.
DEFAULT_DIRECT: tuple[tuple[int | None, int, int, int], ...] = (
    (1 << 17, 32, 32, 2),
    (None, 64, 32, 4),
)


class _ConvBuilder(ProductBuilder):
    """The product builder whose product is the convolution (or the slice the store writes)."""

    conv: torch.fx.Node
    args: ConvArgs

    def shape_expr(self, node: torch.fx.Node) -> str:
        if node is self.conv:
            return self.args.shape
        return Builder.shape_expr(self, node)


def _gemm_loop(builder: _ConvBuilder, rows: list[str]) -> None:
    """The depth loop of the implicit GEMM: ``acc`` += the gathered input tile (positions x
    taps) times the weight tile (taps x the group's output channels)."""
    args, start = builder.args, len(builder.body)
    depth, in_group = builder.scalar("_prod(cv_taps)"), builder.scalar("cv_taps[0]")
    builder.body += [
        "kk = k0 + tl.arange(0, BLOCK_K).to(IDX)",
        f"amask = mmask & (kk < {depth})[None, :]",
        f"bmask = (kk < {depth})[:, None] & nmask",
    ]
    taps = builder.unravel("kk", "cv_taps", args.spatial + 1)
    channel = builder.emit(f"g * {in_group} + {taps[0]}", "i")
    sx, sw = builder.shape(args.x), builder.shape(args.w)
    x_index, w_taps = [rows[0], f"{channel}[None, :]"], []
    for d in range(args.spatial):
        if args.transposed:
            stride = builder.scalar(f"cv_stride[{d}]")
            tap = builder.emit(f"first{d} + {stride} * {taps[d + 1]}", "i")
            position = builder.emit(f"last{d} - {taps[d + 1]}[None, :]", "p")
            inside = f"{tap} < {builder.scalar(f'{sw}[{d + 2}]')}"
            builder.body += [
                f"amask = amask & ({inside})[None, :]",
                f"bmask = bmask & ({inside})[:, None]",
            ]
        else:
            tap = taps[d + 1]
            dilation = builder.scalar(f"cv_dilation[{d}]")
            position = builder.emit(f"origin{d} + {tap}[None, :] * {dilation}", "p")
        size = builder.scalar(f"{sx}[{d + 2}]")
        builder.body.append(f"amask = amask & ({position} >= 0) & ({position} < {size})")
        x_index.append(position)
        w_taps.append(f"{tap}[:, None]")
    a = operand_tile(builder, args.x, x_index, "amask")
    if args.transposed:
        w_index = [f"{channel}[:, None]", "cn", *w_taps]
    else:
        w_index = ["co", f"{taps[0]}[:, None]", *w_taps]
    b = operand_tile(builder, args.w, w_index, "bmask")
    builder.body += multiply(a, b, builder.element_type(args.x), builder.element_type(args.w))
    loop = builder.body[start:]
    del builder.body[start:]
    # a transposed convolution's program axis 2 is its phase: its depth is not split
    builder.body += depth_loop(depth, loop, split=not args.transposed)
    if not args.transposed:
        builder.body += reduce_split()


def _direct_loop(builder: _ConvBuilder, rows: list[str]) -> None:
    """The direct kernel's loop: ``acc`` (positions x output channels) += one window tap of
    the input times the weight's tap, per output channel's group."""
    args, start = builder.args, len(builder.body)
    depth, in_group = builder.scalar("_prod(cv_taps)"), builder.scalar("cv_taps[0]")
    taps = builder.unravel("kk", "cv_taps", args.spatial + 1)
    builder.body.append("amask = mmask & nmask")
    sx = builder.shape(args.x)
    x_index = [rows[0], f"g * {in_group} + {taps[0]}"]
    for d in range(args.spatial):
        dilation = builder.scalar(f"cv_dilation[{d}]")
        position = builder.emit(f"origin{d} + {taps[d + 1]} * {dilation}", "p")
        size = builder.scalar(f"{sx}[{d + 2}]")
        builder.body.append(f"amask = amask & ({position} >= 0) & ({position} < {size})")
        x_index.append(position)
    a = builder.value(args.x, x_index, "amask")
    b = builder.value(args.w, ["co", *taps], "nmask")
    builder.body.append(f"acc += tl.where(amask, {a.expr}, 0.0) * tl.where(nmask, {b.expr}, 0.0)")
    loop = builder.body[start:]
    del builder.body[start:]
    builder.body += [
        "acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)",
        f"for kk in range(0, {depth}):",
        *[f"    {line}" for line in loop],
    ]


def _tile(
    builder: _ConvBuilder, conv: torch.fx.Node, group_cols: str
) -> tuple[list[str], list[str]]:
    """The tile's rows (``rm``: batch x the positions a program runs over) and columns
    (``co``, in group ``g``) with their masks: the row's index over ``cv_rows``, and each
    element's index in the output."""
    args = builder.args
    builder.body += [
        "rm = tl.program_id(0).to(IDX) * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]",
        f"mmask = rm < {builder.scalar('_prod(cv_rows)')}",
    ]
    per_group = builder.scalar(group_cols)
    if args.direct:  # columns over every channel, each in its own group
        channels = builder.scalar(f"{builder.shape(args.w)}[0]")
        builder.body += [
            "co = tl.program_id(1).to(IDX) * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]",
            f"nmask = co < {channels}",
            f"g = co // {per_group}",
        ]
    else:  # a program's columns in one group, whose input channels the depth runs over
        builder.body += [
            f"tiles = tl.cdiv({per_group}, BLOCK_N)",
            "g = tl.program_id(1).to(IDX) // tiles",
            "cn = tl.program_id(1).to(IDX) % tiles * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]",
            f"nmask = cn < {per_group}",
            f"co = g * {per_group} + cn",
        ]
    rows = builder.unravel("rm", "cv_rows", args.spatial + 1)
    at = [rows[0], "co", *rows[1:]]
    if not args.transposed:  # the window's first input position, tap 0's
        for d in range(args.spatial):
            stride, pad = builder.scalar(f"cv_stride[{d}]"), builder.scalar(f"cv_padding[{d}]")
            builder.body.append(f"origin{d} = {rows[d + 1]} * {stride} - {pad}")
    else:  # the program's phase: output positions r + s * j
        phases = builder.unravel("tl.program_id(2).to(IDX)", "cv_stride", args.spatial)
        out = builder.shape(conv)
        for d in range(args.spatial):
            stride, size = builder.scalar(f"cv_stride[{d}]"), builder.scalar(f"{out}[{d + 2}]")
            pad = builder.scalar(f"cv_padding[{d}]")
            at[d + 2] = builder.emit(f"{phases[d]} + {stride} * {rows[d + 1]}", "o")
            # the phase's taps k = (r + p) % s + s * t reach output j from x at (r + p) // s + j - t
            builder.body += [
                f"mmask = mmask & ({at[d + 2]} < {size})",
                f"first{d} = ({phases[d]} + {pad}) % {stride}",
                f"last{d} = ({phases[d]} + {pad}) // {stride} + {rows[d + 1]}",
            ]
    return rows, at


def lower_conv(
    group: Sequence[Traced],
    pattern: PatternSource,
    suffix: str,
    table: Sequence[tuple[int | None, int, int, int, int]] = DEFAULT_GEMM,
    direct: Sequence[tuple[int | None, int, int, int]] = DEFAULT_DIRECT,
) -> LoopKernel:
    """The convolution kernel and its wrapper for one structure of a task, or
    :class:`Unsupported`. ``table`` and ``direct``: the launch configurations of the implicit
    GEMM and of the direct kernel."""
    builder = _ConvBuilder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
    nodes = builder.nodes
    what = "convolutions (the convolution template takes one)"
    conv = builder.conv = find_product(builder, CONVS, what, CHANNELWISE)
    args = builder.args = read_conv(builder, conv)
    head, cut = slice_head(builder, conv)
    builder.derive(head)  # the epilogue starts from the slice the store writes, if any
    tensors = [n for n in nodes if n.op == "placeholder" and builder.infos(n)[0].shape is not None]
    device = f"{builder.var(tensors[0])}.device"
    group_cols = sizes(builder, conv, args)
    rows, at = _tile(builder, conv, group_cols)
    start, inside = head_index(builder, conv, head, cut, at)
    builder.body.append(f"cmask = mmask & nmask{inside}")
    (_direct_loop if args.direct else _gemm_loop)(builder, rows)
    builder.memo.clear()  # values of the loop's scope
    total = "acc"
    if args.bias is not None:  # eager adds the bias before its one rounding of the output
        total = builder.emit(f"acc + {builder.value(args.bias, ['co'], 'nmask').expr}", "c")
    c = builder.rounded(conv, Value(total, "f"))
    written = epilogue(builder, start, None, c)
    view_lines, allocations, results = write_outputs(builder, written, device)
    blocks = "IDX: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, "
    blocks += (
        "RNE: tl.constexpr"
        if args.direct
        else "BLOCK_K: tl.constexpr, SPLIT: tl.constexpr, RNE: tl.constexpr, NATIVE: tl.constexpr"
    )
    split = () if args.direct else SPLIT_PARAMS
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join([*builder.kernel_params(), *split, blocks])
        + "):",
        *[f"    {line}" for line in builder.body],
    ]
    params = ", ".join(p.name for p in pattern.params)
    rows_text = "".join(f"\n    {tuple(row)!r}," for row in (direct if args.direct else table))
    wrapper = [
        "# Launch configuration by shape class: (largest rows * columns, BLOCK_M, BLOCK_N, "
        + ("warps)." if args.direct else "BLOCK_K, warps)."),
        f"_TABLE_{suffix} = ({rows_text}\n)",
        "",
        "",
        f"def {builder.run_name}({params}):",
        *[f"    {line}" for line in [*builder.wrapper, *view_lines, *allocations]],
        *[f"    {line}" for line in launch(builder, args, device, group_cols)],
        f"    return {return_expression(results)}",
    ]
    return builder.loop_kernel(kernel, wrapper, len(results), len(allocations))


def covers(group: Sequence[Traced]) -> bool:
    """Whether the graph has a convolution (the convolution template's case)."""
    return has_op(group, CONVS)
