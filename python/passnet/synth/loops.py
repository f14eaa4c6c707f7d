"""The elementwise template: a subgraph of pointwise ops, window ops (``max_pool2d``,
:mod:`passnet.synth.windows`) and element moves (views, broadcasts, slices, splits,
concatenation, rolls, gathers) written as one Triton kernel.

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

import torch
import torch.fx

from passnet.synth.builder import LoopKernel, return_expression
from passnet.synth.moves import Builder
from passnet.synth.ops import COPY_FREE_VIEWS, ELEMENTWISE, op_name
from passnet.synth.pattern import PatternSource, Unsupported
from passnet.synth.trace import Traced
from passnet.synth.windows import WINDOWS, WindowBuilder

__all__ = ["LoopKernel", "lower_elementwise", "view_only", "view_statements"]

_CONSTEXPRS = ("BLOCK: tl.constexpr", "RNE: tl.constexpr", "IDX: tl.constexpr")


def view_only(builder: Builder, node: torch.fx.Node) -> bool:
    """An output that is a view of an input: returned as a view, as eager does."""
    name = op_name(node)
    if node.op == "placeholder":
        return True
    if name not in COPY_FREE_VIEWS:
        return False
    if name == "getitem":
        index = node.args[1]
        items = index if isinstance(index, tuple) else (index,)
        if any(isinstance(i, torch.fx.Node) for i in items):
            return False
    src = node.args[0]
    return isinstance(src, torch.fx.Node) and view_only(builder, src)


def view_statements(builder: Builder, node: torch.fx.Node, done: set[str]) -> list[str]:
    if node.op == "placeholder" or node.name in done:
        return []
    lines = view_statements(builder, node.args[0], done)
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
    builder = WindowBuilder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
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
            if name not in ELEMENTWISE and name not in WINDOWS:
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
        if view_only(builder, out):
            view_lines += view_statements(builder, out, done)
            results.append(builder.var(out))
            continue
        dtype = builder.output_dtype(out)
        result = f"out{k}"
        shape = builder.shape(out)
        allocations.append(f"{result} = torch.empty({shape}, dtype={dtype}, device={device})")
        numel = builder.scalar(f"{result}.numel()")
        rank = builder.rank(out)
        body_start = len(builder.body)
        offs = builder.emit(f"start{len(segments)} + tl.arange(0, BLOCK).to(IDX)", "o")
        mask = builder.emit(f"{offs} < {numel}", "m")
        idx = builder.unravel(offs, f"{result}.shape", rank)
        # dimensions of size 1 in every subgraph read index 0 whatever names it
        ones = [sizes == {1} for sizes in builder.dims(out)]
        home = tuple("0" if one else i for one, i in zip(ones, idx, strict=True))
        builder.home = (home, offs, result)
        value = builder.value(out, idx, mask)
        builder.home = None
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

    flags = [f"{flag}: tl.constexpr" for flag in builder.flat]
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join([*builder.kernel_params(), *_CONSTEXPRS, *flags])
        + "):",
        "    pid = tl.program_id(0).to(IDX)",
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
    call_args = builder.launch_args()
    wrapper.append("    if grid[0]:")
    wrapper.append(
        f"        {builder.kernel_name}[grid]({', '.join(call_args)}, BLOCK=block, "
        f"RNE={device}.type == 'cpu', IDX={builder.index_type()}, "
        + "".join(f"{flag}={expr}, " for flag, expr in builder.flat.items())
        + "num_warps=warps)"
    )
    wrapper.append(f"    return {return_expression(results)}")
    return builder.loop_kernel(kernel, wrapper, len(outputs), len(computed))
