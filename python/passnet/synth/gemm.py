"""The GEMM template: a subgraph with one matrix product (``linear``, ``addmm``, ``mm``,
``matmul`` or ``@``), element moves and pointwise ops on its input before it (the prologue)
and bijective moves and pointwise ops after it up to the outputs (the epilogue), as one tiled
Triton matmul.

The product is ``C[M, N] = X[M, K] @ W[K, N]`` (+ bias), ``X`` the input seen as rows (``M``
its leading sizes' product, ``K`` its last size): a program computes a ``BLOCK_M x BLOCK_N``
tile, accumulating in float32 over ``BLOCK_K`` slices. A ``matmul`` whose second operand has
rank 3 or more (attention's ``q @ k.transpose(-2, -1)`` and ``probs @ v``) is batched: ``C[b] =
X[b] @ W[b]`` over the broadcast of both operands' leading sizes (torch's rule), the batch one
more grid dimension, each operand read at its own (broadcast) batch index. The tiles of ``X`` and
``W`` are the prologue's values at their elements' indices (the builder's index arithmetic, as
the other templates evaluate their inputs), so a non-contiguous or reshaped input is read in
place; where ``X`` keeps a graph input's row-major order, the kernel also reads that input's
memory as plain rows on calls where it is contiguous (``LINEAR_A``).

After the product, the epilogue runs forward from each tile element's index in ``C`` (its row
unravelled over the input's leading sizes, its column) and each output is written at its
forward index (:mod:`passnet.synth.product`)."""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.fx

from passnet.synth.builder import LoopKernel, Value, has_op, return_expression
from passnet.synth.moves import Builder
from passnet.synth.ops import op_name
from passnet.synth.pattern import PatternSource, Unsupported
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

__all__ = ["DEFAULT_GEMM", "GEMMS", "batched", "covers", "lower_gemm"]

GEMMS = frozenset({"linear", "addmm", "mm", "matmul"})
# Rows (largest M * N, BLOCK_M, BLOCK_N, BLOCK_K, warps): the fastest tiles of
# bench/synth/gemm_micro.py's sweep on the H100 (synthetic shapes), by shape class.
DEFAULT_GEMM: tuple[tuple[int | None, int, int, int, int], ...] = (
    (1 << 15, 16, 32, 64, 4),
    (1 << 17, 32, 32, 64, 4),
    (1 << 21, 64, 64, 64, 4),
    (None, 128, 128, 32, 4),
)


class _GemmBuilder(ProductBuilder):
    """The builder with the matrix product's shape."""

    def product_shape(self) -> str:
        x, w, _ = operands(self, self.product)
        sx, sw = self.shape(x), self.shape(w)
        if batched(self, self.product):
            return f"(_bshape({sx}[:-2], {sw}[:-2]) + ({sx}[-2], {sw}[-1]))"
        column = f"{sw}[0]" if op_name(self.product) == "linear" else f"{sw}[1]"
        return f"({sx}[:-1] + ({column},))"


def operands(
    builder: Builder, node: torch.fx.Node
) -> tuple[torch.fx.Node, torch.fx.Node, torch.fx.Node | None]:
    """The product's input, weight and bias (None where it has none)."""
    name = op_name(node)
    names = {
        "linear": (("input", 0), ("weight", 1), ("bias", 2)),
        "addmm": (("mat1", 1), ("mat2", 2), ("input", 0)),
        "mm": (("input", 0), ("mat2", 1), None),
        "matmul": (("input", 0), ("other", 1), None),
    }[name]
    found: list[torch.fx.Node | None] = []
    for spec in names:
        where = builder.operand(node, *spec) if spec is not None else None
        value = builder.arg(node, *where) if where is not None else None
        if value is not None and not isinstance(value, torch.fx.Node):
            raise Unsupported(f"{node.name}: a literal operand of {name}")
        found.append(value)
    x, w, bias = found
    if x is None or w is None:
        raise Unsupported(f"{node.name}: {name} without its operands")
    if name == "addmm" and any(k in node.kwargs for k in ("beta", "alpha")):
        raise Unsupported(f"{node.name}: addmm with beta or alpha")
    if builder.rank(w) == 1:
        raise Unsupported(f"{node.name}: {name} by a vector")
    if builder.rank(w) > 2 and (name != "matmul" or builder.rank(x) == 1):
        raise Unsupported(f"{node.name}: {name} of ranks {builder.rank(x)} and {builder.rank(w)}")
    if name in ("addmm", "mm") and builder.rank(x) != 2:
        raise Unsupported(f"{node.name}: {name} of an input of rank {builder.rank(x)}")
    return x, w, bias


def batched(builder: Builder, node: torch.fx.Node) -> bool:
    """A ``matmul`` whose second operand has rank 3 or more: one product per batch index."""
    return op_name(node) == "matmul" and builder.rank(operands(builder, node)[1]) > 2


# Moves that keep the row-major order of the elements (and inference no-ops): a product input
# made of these from a contiguous tensor is that tensor's memory read as [M, K] rows.
_ORDER_KEEPING = frozenset(
    {"view", "reshape", "_unsafe_view", "flatten", "unsqueeze", "squeeze"}
    | {"contiguous", "clone", "detach", "alias", "dropout"}
)


def _order_source(x: torch.fx.Node) -> torch.fx.Node | None:
    """The graph input whose row-major order the product's input keeps, if it is one."""
    node = x
    while node.op != "placeholder":
        source = node.args[0] if node.args else None
        if op_name(node) not in _ORDER_KEEPING or not isinstance(source, torch.fx.Node):
            return None
        node = source
    return node


def _prologue(builder: Builder, x: torch.fx.Node, lead: list[str], row: str, depth: str) -> Value:
    """The A tile (:func:`operand_tile`). Where the product's input keeps a graph input's
    row-major order, the kernel also has the plain load of that input's memory as [M, K] rows
    (``row``: the tile's rows' row-major position in the input, over all its leading sizes),
    taken on calls where it is contiguous (``LINEAR_A``): no index arithmetic in the depth loop,
    which the general path spends per element on every reshape it undoes."""
    start = len(builder.body)
    general = operand_tile(builder, x, [*lead, "ka"], "amask")
    source = _order_source(x)
    if source is None:
        return general
    lines = builder.body[start:]
    del builder.body[start:]
    pointer = builder.pointer(builder.var(source))
    builder.body += [
        "if LINEAR_A:",
        f"    av = tl.load({pointer} + {row} * {depth} + ka, mask=amask, other=0)",
        "else:",
        *[f"    {line}" for line in lines],
        f"    av = {general.expr}",
    ]
    return Value("av", general.kind)  # LINEAR_A's load is native: a cast to its dtype is none


def _row(builder: Builder, lead: list[str], sizes: str) -> str:
    """The row-major position of the row at ``lead`` over the leading sizes of shape ``sizes``
    (all but its last)."""
    row = builder.linearize(lead, sizes)
    return builder.emit(row, "l") if len(lead) > 1 else row


def lower_gemm(
    group: Sequence[Traced],
    pattern: PatternSource,
    suffix: str,
    table: Sequence[tuple[int | None, int, int, int, int]] = DEFAULT_GEMM,
) -> LoopKernel:
    """The GEMM kernel and its wrapper for one structure of a task, or :class:`Unsupported`."""
    builder = _GemmBuilder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
    nodes = builder.nodes
    product = find_product(builder, GEMMS, "matrix products (the GEMM template takes one)")
    linear = op_name(product) == "linear"
    x, w, bias = operands(builder, product)
    if builder.kind(x) != "f" or builder.kind(w) != "f":
        raise Unsupported(f"{product.name}: a product of integers")
    tensors = [n for n in nodes if n.op == "placeholder" and builder.infos(n)[0].shape is not None]
    device = f"{builder.var(tensors[0])}.device"
    sx, sc = builder.shape(x), builder.shape(product)
    many = batched(builder, product)
    # rows of one product: all the input's leading sizes, or (batched) its next-to-last
    rows_py = f"{sx}[-2]" if many else f"_prod({sx}[:-1])"
    rows, cols, depth = (
        builder.scalar(rows_py),
        builder.scalar(f"{sc}[-1]"),
        builder.scalar(f"{sx}[-1]"),
    )
    if many:
        # one flat grid dimension over (batch index, row tile): no grid size limit on either
        tiles = builder.scalar("triton.cdiv(rows, block_m)")
        builder.body += [
            "pid = tl.program_id(0).to(IDX)",
            f"bz = pid // {tiles}",
            f"rm = (pid % {tiles}) * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]",
        ]
    else:
        builder.body.append(
            "rm = tl.program_id(0).to(IDX) * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]"
        )
    builder.body += [
        "rn = tl.program_id(1).to(IDX) * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]",
        f"mmask = rm < {rows}",
        f"nmask = rn < {cols}",
        "cmask = mmask & nmask",
    ]
    source = _order_source(x)
    if many:
        batch = builder.unravel("bz", sc, builder.rank(product) - 2)
        lead = [*builder.batch_index(x, batch, len(batch)), "rm"]
        w_lead = builder.batch_index(w, batch, len(batch))
        # LINEAR_A's row over all of X's leading sizes: its batch index (broadcast) and row
        row = _row(builder, lead, sx) if source is not None else "rm"
    else:
        batch, lead, w_lead = [], builder.unravel("rm", sx, builder.rank(x) - 1), []
        row = "rm"
    loop_start = len(builder.body)
    builder.body += [
        "ka = k0 + tl.arange(0, BLOCK_K).to(IDX)[None, :]",
        "kb = k0 + tl.arange(0, BLOCK_K).to(IDX)[:, None]",
        f"amask = mmask & (ka < {depth})",
        f"bmask = (kb < {depth}) & nmask",
    ]
    b = operand_tile(builder, w, ["rn", "kb"] if linear else [*w_lead, "kb", "rn"], "bmask")
    a = _prologue(builder, x, lead, row, depth)
    builder.body += multiply(a, b, builder.element_type(x), builder.element_type(w))
    loop = builder.body[loop_start:]
    del builder.body[loop_start:]
    builder.memo.clear()  # values of the loop's scope
    builder.body += depth_loop(depth, loop, split=True)
    builder.body += reduce_split()
    start = [*batch, "rm", "rn"] if many else [*lead, "rn"]
    total = "acc"
    if bias is not None:  # eager adds the bias before its one rounding of the product
        bv = builder.value(bias, builder.broadcast_index(product, bias, start), "cmask")
        total = builder.emit(f"acc + {bv.expr}", "c")
    c = builder.rounded(product, Value(total, "f"))
    linear_a = f"{builder.var(source)}.is_contiguous()" if source is not None else "False"
    flat = f"(bz * {rows} + rm) * {cols} + rn" if many else f"rm * {cols} + rn"
    at = epilogue(builder, start, builder.emit(flat, "l"), c)
    view_lines, allocations, results = write_outputs(builder, at, device)
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join([*builder.kernel_params(), *SPLIT_PARAMS])
        + ", BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,"
        + " SPLIT: tl.constexpr, RNE: tl.constexpr, NATIVE: tl.constexpr, IDX: tl.constexpr,"
        + " LINEAR_A: tl.constexpr):",
        *[f"    {line}" for line in builder.body],
    ]
    params = ", ".join(p.name for p in pattern.params)
    rows_text = "".join(f"\n    {tuple(row)!r}," for row in table)
    sizes = [f"    rows, cols, depth = {rows_py}, {sc}[-1], {sx}[-1]"]
    copies = "1"
    if many:
        sizes.append(f"    batch = _prod({sc}[:-2])")
        copies = "batch"
        grid = "(batch * triton.cdiv(rows, block_m), triton.cdiv(cols, block_n), split)"
        launch_if = "rows and cols and batch"
    else:
        grid = "(triton.cdiv(rows, block_m), triton.cdiv(cols, block_n), split)"
        launch_if = "rows and cols"
    like = builder.var(tensors[0])
    wrapper = [
        "# Launch configuration by shape class: (largest M * N, BLOCK_M, BLOCK_N, BLOCK_K, warps).",
        f"_TABLE_{suffix} = ({rows_text}\n)",
        "",
        "",
        f"def {builder.run_name}({params}):",
        *[f"    {line}" for line in builder.wrapper],
        *[f"    {line}" for line in view_lines],
        *[f"    {line}" for line in allocations],
        *sizes,
        "    block_m, block_n, block_k, warps, split = _product_config(rows, cols, depth, "
        f"{builder.output_dtype(product)}, _TABLE_{suffix}, {device}, {copies})",
        f"    grid = {grid}",
        f"    if {launch_if}:",
        f"        ws, lock = _split_buffers(split, grid[0] * grid[1], block_m, block_n, {like})",
        f"        {builder.kernel_name}[grid]("
        + ", ".join([*builder.launch_args(), *SPLIT_PARAMS])
        + ", BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, SPLIT=split,"
        + f" RNE={device}.type == 'cpu', NATIVE={device}.type != 'cpu',"
        + f" IDX={builder.index_type()}, LINEAR_A={linear_a}, num_warps=warps)",
        f"    return {return_expression(results)}",
    ]
    return builder.loop_kernel(kernel, wrapper, len(results), len(allocations))


def covers(group: Sequence[Traced]) -> bool:
    """Whether the graph has a matrix product (the GEMM template's case)."""
    return has_op(group, GEMMS)
