"""The row template: a subgraph whose reductions share one row space (:mod:`passnet.synth.spaces`:
a softmax or a layer norm over trailing dimensions, a sum or a mean over any of them, a group
norm, an adaptive average pool), with pointwise ops, window ops and element moves before and
after them, as one Triton kernel (:mod:`passnet.synth.reductions` for the reductions' values).

A program takes ``ROWS`` rows whole (a row is one block of ``RBLOCK``, the power of two at or
above its length): row positions are a ``[ROWS, 1]`` block and the column a ``[1, RBLOCK]``
one, unravelled over the kept and the reduced sizes into the source's index, so the elementwise
template's index arithmetic (:mod:`passnet.synth.loops`) broadcasts to the tile unchanged. An
output of the source's shape is stored at that index (a row of a reduction along trailing
dimensions is a contiguous run), one of one value per row at its row. An output that element
moves make from such a value is a view of it where the moves copy nothing, or stored where the
moves send each element (:mod:`passnet.synth.forward`). Anything else is reported, with the
reason."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import torch.fx

from passnet.synth.builder import LoopKernel, has_op, return_expression
from passnet.synth.forward import chain_of, copy_free, forward, view_lines
from passnet.synth.loops import view_only, view_statements
from passnet.synth.ops import ELEMENTWISE, op_name
from passnet.synth.pattern import PatternSource, Unsupported
from passnet.synth.reductions import RowBuilder
from passnet.synth.spaces import REDUCTIONS, Space, reduction_of
from passnet.synth.trace import Traced
from passnet.synth.windows import WINDOWS

__all__ = ["REDUCTIONS", "covers", "lower_rows"]

# The longest row one block holds; longer rows would need a loop over the row (not written: no
# task of suites v2 and v3 reduces more than 3,263 elements).
MAX_ROW = 16384


def _space(builder: RowBuilder, reductions: list[torch.fx.Node]) -> Space:
    """The one space the reductions share: over the same dimensions of sources of one shape."""
    spaces = {reduction_of(builder, r).space for r in reductions}
    if len(spaces) != 1:
        raise Unsupported("reductions over different dimensions")
    space = spaces.pop()
    for k in range(len(builder.group)):
        shapes = {builder.infos(r.args[0])[k].shape for r in reductions}
        shape = shapes.pop()
        if shapes or shape is None:
            raise Unsupported("reductions of sources of different shapes")
        if space.length(shape) > MAX_ROW:
            raise Unsupported(f"rows of {space.length(shape)} elements (one block holds {MAX_ROW})")
    return space


def lower_rows(
    group: Sequence[Traced],
    pattern: PatternSource,
    suffix: str,
    table: Sequence[tuple[int | None, int, int]] = ((None, 1024, 4),),
) -> LoopKernel:
    """The row kernel and its wrapper for one structure of a task, or :class:`Unsupported`."""
    builder = RowBuilder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
    nodes = builder.nodes
    reductions = [n for n in nodes if n.op != "placeholder" and op_name(n) in REDUCTIONS]
    if not reductions:
        raise Unsupported("no reduction")
    for node in nodes:
        if node.op in ("call_function", "call_method"):
            name = op_name(node)
            if name not in ELEMENTWISE and name not in REDUCTIONS and name not in WINDOWS:
                raise Unsupported(f"{name}: no template covers it yet")
    space = _space(builder, reductions)
    row_src = reductions[0].args[0]
    assert isinstance(row_src, torch.fx.Node)
    output = next(n for n in nodes if n.op == "output")
    returned = output.args[0]
    outputs = list(returned) if isinstance(returned, (tuple, list)) else [returned]
    tensors = [n for n in nodes if n.op == "placeholder" and builder.infos(n)[0].shape is not None]
    device = f"{builder.var(tensors[0])}.device"
    sizes = builder.tile(space, row_src, reductions[0].name)
    stores = _Stores(builder, space, row_src, device)
    views: list[str] = []
    done: set[str] = set()
    results: list[str] = [""] * len(outputs)
    deferred: list[tuple[int, torch.fx.Node, Unsupported]] = []
    for k, out in enumerate(outputs):
        if out.op == "placeholder":
            raise Unsupported("the graph returns an input unchanged")
        if view_only(builder, out):
            views += view_statements(builder, out, done)
            results[k] = builder.var(out)
            continue
        saved = builder.checkpoint(), len(stores.allocations)
        try:
            results[k] = stores.store(out, f"out{k}")
        except Unsupported as error:  # tried again below as moves of a value the tile holds
            builder.rollback(saved[0])
            del stores.allocations[saved[1] :]
            deferred.append((k, out, error))
    moved: list[str] = []
    for k, out, error in deferred:
        base, moves = chain_of(builder, out)
        if not moves or base.op == "placeholder":
            raise error
        if copy_free(moves):
            if base.name not in stores.computed:
                stores.store(base, f"buf{k}")  # the chain's value, which the graph does not return
            moved += view_lines(builder, stores.computed[base.name], moves)
            results[k] = builder.var(out)
        else:
            results[k] = stores.store_moved(out, base, moves, f"out{k}", error)
    lines = [*views, *stores.allocations, *moved]
    computed = sum(1 for r in results if r.startswith("out"))
    return _assemble(builder, pattern, suffix, table, device, sizes, lines, results, computed)


@dataclass
class _Stores:
    """The buffers the kernel writes (allocated contiguous by the wrapper) and their stores."""

    builder: RowBuilder
    space: Space
    src: torch.fx.Node
    device: str
    allocations: list[str] = field(default_factory=list)
    computed: dict[str, str] = field(default_factory=dict)  # node name -> its buffer

    def allocate(self, node: torch.fx.Node, result: str) -> str:
        b = self.builder
        self.allocations.append(
            f"{result} = torch.empty({b.shape(node)}, dtype={b.output_dtype(node)}, "
            f"device={self.device})"
        )
        return b.pointer(result)

    def at(self, node: torch.fx.Node) -> tuple[list[str], str]:
        """The index and mask at which the tile holds ``node``'s value."""
        found = {"full", "keep", "drop"}
        for info, source in zip(
            self.builder.infos(node), self.builder.infos(self.src), strict=True
        ):
            assert source.shape is not None
            found &= self.space.forms(source.shape, info.shape)
        if "full" in found:
            return list(self.builder.src_idx), "fmask"
        if found:
            return self.builder.reduced_index(self.space, "keep" in found), "rmask"
        raise Unsupported(f"{node.name}: an output neither row-shaped nor one value per row")

    def store(self, node: torch.fx.Node, result: str) -> str:
        """``node`` computed into buffer ``result``, of the source's shape or one value per row."""
        b = self.builder
        ptr = self.allocate(node, result)
        idx, mask = self.at(node)
        value = b.value(node, idx, mask)
        if mask == "rmask":
            address = f"{ptr} + r"
        elif self.space.rows_first():
            address = f"{ptr} + r * {b.length} + col"
        else:
            address = self.address(ptr, result, idx)
        b.body.append(
            f"tl.store({address}, _round({value.expr}, {ptr}.dtype.element_ty, RNE), mask={mask})"
        )
        self.computed[node.name] = result
        return result

    def store_moved(
        self,
        out: torch.fx.Node,
        base: torch.fx.Node,
        moves: list[torch.fx.Node],
        result: str,
        error: Unsupported,
    ) -> str:
        """``out``, the moves of ``base``, stored where the moves send each element of it."""
        b = self.builder
        try:
            idx, mask = self.at(base)
        except Unsupported:
            raise error from None
        value = b.value(base, idx, mask)
        at, flat, kept, fills = forward(b, moves, idx, mask)
        ptr = self.allocate(out, result)
        for pads, fill in fills:  # the elements a pad adds hold its value
            self.allocations.append(f"if any(p > 0 for p in _sizes(({pads},))):")
            self.allocations.append(f"    {result}.fill_({fill})")
        # the buffer is contiguous: a reshape's row-major position is the element's offset
        address = f"{ptr} + {flat}" if flat is not None else self.address(ptr, result, at)
        b.body.append(
            f"tl.store({address}, _round({value.expr}, {ptr}.dtype.element_ty, RNE), mask={kept})"
        )
        return result

    def address(self, ptr: str, result: str, idx: list[str]) -> str:
        b = self.builder
        terms = [f"({i}) * {b.scalar(f'{result}.stride({d})')}" for d, i in enumerate(idx)]
        return " + ".join([ptr, *terms])


def _assemble(
    builder: RowBuilder,
    pattern: PatternSource,
    suffix: str,
    table: Sequence[tuple[int | None, int, int]],
    device: str,
    sizes: tuple[str, str],
    lines: list[str],
    results: list[str],
    computed: int,
) -> LoopKernel:
    """The kernel and the wrapper around it (``lines``: the wrapper's views and buffers)."""
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join(builder.kernel_params())
        + ", ROWS: tl.constexpr, RBLOCK: tl.constexpr, RNE: tl.constexpr, IDX: tl.constexpr):",
        "    pid = tl.program_id(0).to(IDX)",
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
        *[f"    {line}" for line in lines],
        f"    length = {sizes[0]}",
        f"    _check_row(length, {MAX_ROW})",
        f"    count = {sizes[1]}",
        "    rblock = _pow2(length)",
        f"    block, warps = _config(count * rblock, _TABLE_{suffix}, {device})",
        "    rows = max(1, block // rblock)",
        "    grid = (triton.cdiv(count, rows),)",
        "    if grid[0] and length:",
        f"        {builder.kernel_name}[grid]("
        + ", ".join(builder.launch_args())
        + f", ROWS=rows, RBLOCK=rblock, RNE={device}.type == 'cpu',"
        + f" IDX={builder.index_type()}, num_warps=warps)",
        f"    return {return_expression(results)}",
    ]
    return builder.loop_kernel(kernel, wrapper, len(results), computed)


def covers(group: Sequence[Traced]) -> bool:
    """Whether the graph has a reduction (the row template's case)."""
    return has_op(group, REDUCTIONS)
