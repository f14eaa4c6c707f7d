"""A convolution call as the convolution template's wrapper handles it on every call: its
operands, its stride, padding, dilation, output padding and groups as tuples (``cv_stride``...:
a literal the task's subgraphs differ in is a pattern parameter, so these are read from the
call), the checks that the call is one the kernel computes, the sizes of its implicit GEMM
(``cv_rows``: the batch and the output positions a program axis runs over; ``cv_taps``: the
input channels of a group and the window taps each output sums), and the launch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
import torch.fx

from passnet.synth.moves import Builder
from passnet.synth.ops import op_name
from passnet.synth.pattern import Unsupported
from passnet.synth.product import SPLIT_PARAMS

__all__ = ["ConvArgs", "launch", "read_conv", "sizes"]

# Positions in torch's signatures, after (input, weight, bias).
_REGULAR = {"stride": 3, "padding": 4, "dilation": 5, "groups": 6}
_TRANSPOSED = {"stride": 3, "padding": 4, "output_padding": 5, "groups": 6, "dilation": 7}
_DEFAULTS = {"stride": 1, "padding": 0, "dilation": 1, "groups": 1, "output_padding": 0}
# Fewer channels per group than this on both sides cannot feed tl.dot (16 x 16 at least).
_DOT_MINIMUM = 16


@dataclass
class ConvArgs:
    x: torch.fx.Node
    w: torch.fx.Node
    bias: torch.fx.Node | None
    transposed: bool
    spatial: int  # spatial dimensions
    direct: bool  # the direct kernel (few channels per group), else the implicit GEMM
    shape: str  # the output's shape, a wrapper expression


def _values(builder: Builder, node: torch.fx.Node, where: tuple[Any, ...]) -> list[Any]:
    """The literal at ``where`` in each of the task's subgraphs."""
    position = builder.position[node.name]
    found = []
    for peers in builder.peers:
        value: Any = peers[position].args if where[0] == "args" else peers[position].kwargs
        for step in where[1:]:
            value = value[step]
        found.append(value)
    return found


def _setting(builder: Builder, conv: torch.fx.Node, key: str, position: int, rank: int) -> str:
    """Wrapper source of the setting ``key`` as one int per spatial dimension (``groups``: an
    int), whichever way the call gives it."""
    where = builder.operand(conv, key, position)
    if where is None:
        default = _DEFAULTS[key]
        return repr(default) if key == "groups" else repr((default,) * rank)
    values = _values(builder, conv, where)
    if any(isinstance(v, str) for v in values):
        raise Unsupported(f"{conv.name}: {key} given as a string")
    text = builder.source(conv, *where)
    if all(isinstance(v, int) for v in values):
        return text if key == "groups" else f"({text},) * {rank}"
    lengths = {len(v) if isinstance(v, (tuple, list)) else -1 for v in values}
    if key == "groups" or len(lengths) != 1 or (length := lengths.pop()) not in (1, rank):
        raise Unsupported(f"{conv.name}: {key} neither an int nor one per spatial dimension")
    if all(isinstance(v, tuple) for v in values):  # the source is a tuple display
        return text if length == rank else f"{text} * {rank}"
    return f"tuple({text})" if length == rank else f"tuple({text}) * {rank}"


def read_conv(builder: Builder, conv: torch.fx.Node) -> ConvArgs:
    """The call's operands and settings (wrapper lines, with their checks), or
    :class:`Unsupported` with the reason."""
    name = op_name(conv)
    transposed = name.startswith("conv_transpose")
    found: list[Any] = []
    for key, position in (("input", 0), ("weight", 1), ("bias", 2)):
        where = builder.operand(conv, key, position)
        value = builder.arg(conv, *where) if where is not None else None
        if value is not None and not isinstance(value, torch.fx.Node):
            raise Unsupported(f"{conv.name}: a literal {key} of {name}")
        found.append(value)
    x, w, bias = found
    if x is None or w is None:
        raise Unsupported(f"{conv.name}: {name} without its operands")
    if builder.kind(x) != "f" or builder.kind(w) != "f":
        raise Unsupported(f"{conv.name}: a convolution of integers")
    spatial = builder.rank(w) - 2
    if builder.rank(x) != spatial + 2:
        raise Unsupported(f"{conv.name}: {name} of an unbatched input")
    positions = _TRANSPOSED if transposed else _REGULAR
    for key, position in positions.items():
        text = _setting(builder, conv, key, position, spatial)
        builder.wrapper.append(f"cv_{key} = {text}")
    sx, sw = builder.shape(x), builder.shape(w)
    where = builder.operand(conv, "dilation", positions["dilation"])
    if transposed and where is not None:
        if any(v not in (1, (1,) * spatial, [1] * spatial) for v in _values(builder, conv, where)):
            raise Unsupported(f"{conv.name}: a transposed convolution with a dilated kernel")
        what = f"{conv.name} dilates its kernel otherwise"
        builder.wrapper.append(f"_check(cv_dilation == {(1,) * spatial!r}, {what!r})")
    channels = f"{sw}[0] == {sx}[1]" if transposed else f"{sx}[1] == {sw}[1] * cv_groups"
    what = f"{conv.name} pairs the channels of its input and weight otherwise"
    builder.wrapper.append(f"_check({channels} and {sw}[0] % cv_groups == 0, {what!r})")
    dims = range(spatial)
    if transposed:
        sizes = [
            f"({sx}[{d + 2}] - 1) * cv_stride[{d}] - 2 * cv_padding[{d}] + cv_dilation[{d}] * "
            f"({sw}[{d + 2}] - 1) + cv_output_padding[{d}] + 1"
            for d in dims
        ]
        shape = f"({sx}[0], {sw}[1] * cv_groups, {', '.join(sizes)},)"
    else:
        sizes = [
            f"({sx}[{d + 2}] + 2 * cv_padding[{d}] - cv_dilation[{d}] * ({sw}[{d + 2}] - 1) - 1)"
            f" // cv_stride[{d}] + 1"
            for d in dims
        ]
        shape = f"({sx}[0], {sw}[0], {', '.join(sizes)},)"
    groups = (
        [1] * len(builder.group)
        if (where := builder.operand(conv, "groups", positions["groups"])) is None
        else _values(builder, conv, where)
    )
    per_group = [
        (info.shape[0] // g, info.shape[1])
        for info, g in zip(builder.infos(w), groups, strict=True)
        if info.shape is not None
    ]
    direct = not transposed and all(max(pair) < _DOT_MINIMUM for pair in per_group)
    return ConvArgs(x, w, bias, transposed, spatial, direct, shape)


def sizes(builder: Builder, conv: torch.fx.Node, args: ConvArgs) -> str:
    """Wrapper lines of ``cv_rows`` and ``cv_taps``; the wrapper expression of a group's output
    channels."""
    out, sw = builder.shape(conv), builder.shape(args.w)
    if args.transposed:  # a phase's positions and taps: every stride-th of them
        builder.wrapper += [
            f"cv_rows = ({out}[0],) + tuple(-(-n // s) for n, s in zip({out}[2:], cv_stride))",
            f"cv_taps = ({sw}[0] // cv_groups,) + tuple(-(-k // s) for k, s in zip({sw}[2:], "
            "cv_stride))",
        ]
        return f"{sw}[1]"
    builder.wrapper += [f"cv_rows = ({out}[0],) + {out}[2:]", f"cv_taps = {sw}[1:]"]
    return f"{sw}[0] // cv_groups"


def _gemm_launch(builder: Builder, args: ConvArgs, device: str, group_cols: str) -> list[str]:
    table = f"_TABLE_{builder.kernel_name.removeprefix('_kernel_')}"
    phases = "_prod(cv_stride)" if args.transposed else "split"
    like = device.removesuffix(".device")  # the first input tensor: its dtype steers the split
    return [
        f"rows, cols, depth = _prod(cv_rows), {group_cols}, _prod(cv_taps)",
        "block_m, block_n, block_k, warps, split = _product_config(rows, cols, depth, "
        f"{like}.dtype, {table}, {device}, cv_groups, {not args.transposed})",
        f"grid = (triton.cdiv(rows, block_m), cv_groups * triton.cdiv(cols, block_n), {phases})",
        "if rows and cols:",
        f"    ws, lock = _split_buffers(split, grid[0] * grid[1], block_m, block_n, {like})",
        f"    {builder.kernel_name}[grid]("
        + ", ".join([*builder.launch_args(), *SPLIT_PARAMS])
        + ", BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, SPLIT=split,"
        + f" RNE={device}.type == 'cpu', NATIVE={device}.type != 'cpu',"
        + f" IDX={builder.index_type()}, num_warps=warps)",
    ]


def _direct_launch(builder: Builder, args: ConvArgs, device: str) -> list[str]:
    table = f"_TABLE_{builder.kernel_name.removeprefix('_kernel_')}"
    return [
        f"rows, cols = _prod(cv_rows), {builder.shape(args.w)}[0]",
        f"if {device}.type == 'cpu':",
        "    # Triton's interpreter: a program costs Python overhead, a tile is one numpy op",
        "    block_m, block_n = min(max(_pow2(rows), 16), 1024), min(max(_pow2(cols), 16), 256)",
        "    warps = 1",
        "else:",
        f"    block_m, block_n, warps = {table}[-1][1:]",
        f"    for limit, bm, bn, nw in {table}:",
        "        if limit is not None and rows * cols <= limit:",
        "            block_m, block_n, warps = bm, bn, nw",
        "            break",
        "grid = (triton.cdiv(rows, block_m), triton.cdiv(cols, block_n))",
        "if rows and cols:",
        f"    {builder.kernel_name}[grid]("
        + ", ".join(builder.launch_args())
        + f", BLOCK_M=block_m, BLOCK_N=block_n, RNE={device}.type == 'cpu',"
        + f" IDX={builder.index_type()}, num_warps=warps)",
    ]


def launch(builder: Builder, args: ConvArgs, device: str, group_cols: str) -> list[str]:
    """The wrapper's launch: tiles from the table by the call's rows x columns (on a CPU, as
    large as the interpreter runs fastest), a program per tile, per group and per phase."""
    if args.direct:
        return _direct_launch(builder, args, device)
    return _gemm_launch(builder, args, device, group_cols)
