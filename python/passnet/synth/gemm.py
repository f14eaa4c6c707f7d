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
place.

The builder maps an output's index back to its sources, which a tile of registers cannot
answer. So the epilogue runs forward instead: from each tile element's index in ``C`` (its row
unravelled over the input's leading sizes, its column), every move gives the index of the
element in its result (a reshape linearises and unravels, a permute reorders), and the value
at that index is known (seeded in the builder's memo), so pointwise ops read their other
operands at it through the builder as usual. Each output is allocated contiguous and written
at its forward index: the layout change costs the store, not a copy. Anything else after the
product (a reduction, a slice, a concatenation, a broadcast of it, a second product) is
reported, not covered."""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.fx

from passnet.synth.builder import LoopKernel, Value, has_op, return_expression
from passnet.synth.loops import view_only, view_statements
from passnet.synth.moves import Builder
from passnet.synth.ops import CASTS, IDENTITY, POINTWISE, VIEWS, op_name
from passnet.synth.pattern import PatternSource, Unsupported
from passnet.synth.trace import Traced

__all__ = [
    "DEFAULT_GEMM",
    "GEMMS",
    "ProductBuilder",
    "batched",
    "covers",
    "epilogue",
    "find_product",
    "lower_gemm",
    "write_outputs",
]

GEMMS = frozenset({"linear", "addmm", "mm", "matmul"})
# Rows (largest M * N, BLOCK_M, BLOCK_N, BLOCK_K, warps): defaults for a GPU, not measurements.
DEFAULT_GEMM: tuple[tuple[int | None, int, int, int, int], ...] = (
    (1 << 14, 32, 32, 64, 4),
    (1 << 18, 64, 64, 32, 4),
    (None, 128, 128, 32, 8),
)
# Moves whose forward index map the epilogue knows: each element of the source goes to one of
# the result (the others, slices and concatenations, would need the store masked per piece).
_FORWARD = frozenset(
    {"view", "reshape", "_unsafe_view", "flatten", "permute", "transpose", "t"}
    | {"unsqueeze", "squeeze"}
)


class ProductBuilder(Builder):
    """The builder of a template around one product (a matrix product, an attention): the
    product's shape (:meth:`product_shape`) and its epilogue's values, which exist only at the
    indices the kernel's tile seeds (:func:`epilogue`)."""

    product: torch.fx.Node
    derived: set[str]

    def product_shape(self) -> str:
        raise NotImplementedError

    def shape_expr(self, node: torch.fx.Node) -> str:
        if node is not self.product:
            return super().shape_expr(node)
        return self.product_shape()

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        if node.name in self.derived:  # only the indices the forward pass seeded exist
            raise Unsupported(f"{node.name}: the product read at an index the tile does not hold")
        return super()._value(node, idx, mask)

    def load(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        if any(i != "0" for i in idx):
            return super().load(node, idx, mask)
        # one element for the whole tile (a 0-d scale): a scalar address cannot take the tile's
        # mask, and the element exists whenever the tile does
        kind = self.kind(node)
        convert = {"f": ".to(tl.float32)", "i": ".to(tl.int64)", "b": " != 0"}[kind]
        return Value(self.emit(f"tl.load({self.pointer(self.var(node))}){convert}", "x"), kind)

    def broadcast_index(
        self, node: torch.fx.Node, child: torch.fx.Node, idx: list[str]
    ) -> list[str]:
        if child.name in self.derived and self.dims(child) == self.dims(node):
            return list(idx)
        return super().broadcast_index(node, child, idx)

    def batch_index(
        self, child: torch.fx.Node, batch: list[str], rank: int, dims: int = 2
    ) -> list[str]:
        """``child``'s index along its leading dimensions (all but its last ``dims``) for the
        product's batch index ``batch`` (the product's leading ``rank`` dimensions), broadcast
        as torch.matmul broadcasts batch dimensions."""
        sizes, mine = self.dims(child), self.dims(self.product)
        lead = self.rank(child) - dims
        what = f"{self.product.name} broadcasts {child.name} otherwise"
        return [
            self.broadcast_dim(
                (sizes[j], f"{self.shape(child)}[{j}]"),
                (mine[j + rank - lead], f"{self.shape(self.product)}[{j + rank - lead}]"),
                batch[j + rank - lead],
                what,
            )
            for j in range(lead)
        ]


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


def _forward(
    builder: Builder, node: torch.fx.Node, src_idx: list[str], flat: str | None
) -> tuple[list[str], str | None]:
    """The index in ``node``'s result of the source element at ``src_idx`` (a bijective move),
    and its row-major position there where known (``flat``: the source's; a reshape keeps it)."""
    name = op_name(node)
    src = node.args[0]
    assert isinstance(src, torch.fx.Node)
    if name in ("view", "reshape", "_unsafe_view", "flatten"):
        if flat is None:
            sizes = builder.shape(src)
            flat = src_idx[0] if src_idx else "0"
            for k in range(1, len(src_idx)):
                flat = f"({flat}) * {builder.scalar(f'{sizes}[{k}]')} + {src_idx[k]}"
            flat = builder.emit(flat, "l")
        return builder.unravel(flat, builder.shape(node), builder.rank(node)), flat
    return ["0" if d is None else src_idx[d] for d in builder.src_dims(node)], None


def epilogue(
    builder: ProductBuilder, start: list[str], flat: str, c: Value
) -> dict[str, list[str]]:
    """Every value computed from the product, at the index the tile's elements go to: seeded
    in the memo (moves) or computed there (pointwise ops), keyed by node name."""
    at = {builder.product.name: start}
    flats: dict[str, str | None] = {builder.product.name: flat}
    builder.memo[(builder.product.name, tuple(start), "cmask")] = c
    for node in builder.nodes[builder.position[builder.product.name] + 1 :]:
        if node.name not in builder.derived or node.op == "output":
            continue
        name = op_name(node)
        sources = {o.name: o for o in builder.tensor_args(node) if o.name in builder.derived}
        if len(sources) != 1:
            raise Unsupported(f"{node.name}: {name} of two values computed from the product")
        src = next(iter(sources.values()))
        idx = at[src.name]
        if name in _FORWARD and node.args[0] is src:
            moved, flats[node.name] = _forward(builder, node, idx, flats[src.name])
            builder.memo[(node.name, tuple(moved), "cmask")] = builder.value(src, idx, "cmask")
            at[node.name] = moved
        elif name in IDENTITY or name in CASTS or name in POINTWISE:
            if builder.dims(node) != builder.dims(src):
                raise Unsupported(f"{node.name}: {name} broadcasts the product")
            # the base builder's evaluation: its operand from the product is the seeded value
            value = Builder._value(builder, node, idx, "cmask")
            builder.memo[(node.name, tuple(idx), "cmask")] = value
            at[node.name] = idx
            flats[node.name] = flats[src.name]
        else:
            raise Unsupported(
                f"{node.name}: {name} after the product (its epilogue takes pointwise ops and "
                "moves that send each element to one place)"
            )
    return at


def find_product(builder: ProductBuilder, names: frozenset[str], what: str) -> torch.fx.Node:
    """The graph's one product (a call of ``names``), every other call an op the prologue and
    epilogue take, and the values computed from the product (``builder.derived``)."""
    nodes = builder.nodes
    for node in nodes:
        if node.op == "call_module":
            raise Unsupported("a module call in the graph")
        if node.op in ("call_function", "call_method"):
            name = op_name(node)
            known = name in POINTWISE or name in IDENTITY or name in CASTS or name in VIEWS
            if not (known or name in names):
                raise Unsupported(f"{name}: no template covers it yet")
    products = [n for n in nodes if n.op != "placeholder" and op_name(n) in names]
    if len(products) != 1:
        raise Unsupported(f"{len(products)} {what}")
    product = builder.product = products[0]
    builder.derived = {product.name}
    for node in nodes[builder.position[product.name] + 1 :]:
        if any(o.name in builder.derived for o in node.all_input_nodes):
            builder.derived.add(node.name)
    return product


def write_outputs(
    builder: ProductBuilder, at: dict[str, list[str]], device: str
) -> tuple[list[str], list[str], list[str]]:
    """The graph's outputs: each one computed from the product allocated contiguous and stored
    by the kernel (appended to its body) at the index :func:`epilogue` gave its elements, each
    other one a view of an input (returned as such). Returns the wrapper's view statements,
    allocations and returned names."""
    output = next(n for n in builder.nodes if n.op == "output")
    returned = output.args[0]
    outputs = list(returned) if isinstance(returned, (tuple, list)) else [returned]
    if len({o.name for o in outputs}) != len(outputs):
        raise Unsupported("the graph returns one value twice")
    view_lines: list[str] = []
    done: set[str] = set()
    results: list[str] = []
    allocations: list[str] = []
    for k, out in enumerate(outputs):
        if out.name not in builder.derived:
            if out.op == "placeholder" or not view_only(builder, out):
                raise Unsupported(f"{out.name}: an output not computed from the product")
            view_lines += view_statements(builder, out, done)
            results.append(builder.var(out))
            continue
        if builder.rank(out) == 0:
            raise Unsupported(f"{out.name}: a product of rank 0")
        result = f"out{k}"
        allocations.append(
            f"{result} = torch.empty({builder.shape(out)}, "
            f"dtype={builder.output_dtype(out)}, device={device})"
        )
        ptr = builder.pointer(result)
        terms = [
            f"({i}) * {builder.scalar(f'{result}.stride({d})')}" for d, i in enumerate(at[out.name])
        ]
        value = builder.value(out, at[out.name], "cmask")
        builder.body.append(
            f"tl.store({' + '.join([ptr, *terms])}, "
            f"_round({value.expr}, {ptr}.dtype.element_ty, RNE), mask=cmask)"
        )
        results.append(result)
    return view_lines, allocations, results


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
            "pid = tl.program_id(0).to(tl.int64)",
            f"bz = pid // {tiles}",
            f"rm = (pid % {tiles}) * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]",
        ]
    else:
        builder.body.append(
            "rm = tl.program_id(0).to(tl.int64) * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]"
        )
    builder.body += [
        "rn = tl.program_id(1).to(tl.int64) * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]",
        f"mmask = rm < {rows}",
        f"nmask = rn < {cols}",
        "cmask = mmask & nmask",
    ]
    if many:
        batch = builder.unravel("bz", sc, builder.rank(product) - 2)
        lead = [*builder.batch_index(x, batch, len(batch)), "rm"]
        w_lead = builder.batch_index(w, batch, len(batch))
    else:
        batch, lead, w_lead = [], builder.unravel("rm", sx, builder.rank(x) - 1), []
    loop_start = len(builder.body)
    builder.body += [
        "ka = k0 + tl.arange(0, BLOCK_K).to(tl.int64)[None, :]",
        "kb = k0 + tl.arange(0, BLOCK_K).to(tl.int64)[:, None]",
        f"amask = mmask & (ka < {depth})",
        f"bmask = (kb < {depth}) & nmask",
    ]
    a = builder.value(x, [*lead, "ka"], "amask")
    b = builder.value(w, ["rn", "kb"] if linear else [*w_lead, "kb", "rn"], "bmask")
    # Masked lanes are zeroed after the prologue (log(0) there would poison the sums). On a GPU
    # the tiles go back to the input's dtype (exact: the prologue rounded them to it) for the
    # tensor cores; Triton's interpreter multiplies bfloat16 tiles as their bits, so there they
    # stay float32, as exact. Float32 products at full precision, as eager's (no TF32).
    builder.body += [
        f"a = tl.where(amask, {a.expr}, 0.0)",
        f"b = tl.where(bmask, {b.expr}, 0.0)",
        "if NATIVE:",
        f"    a = a.to({builder.element_type(x)})",
        f"    b = b.to({builder.element_type(w)})",
        'acc += tl.dot(a, b, input_precision="ieee")',
    ]
    loop = builder.body[loop_start:]
    del builder.body[loop_start:]
    builder.memo.clear()  # values of the loop's scope
    builder.body += [
        "acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)",
        f"for k0 in range(0, {depth}, BLOCK_K):",
        *[f"    {line}" for line in loop],
    ]
    start = [*batch, "rm", "rn"] if many else [*lead, "rn"]
    total = "acc"
    if bias is not None:  # eager adds the bias before its one rounding of the product
        bv = builder.value(bias, builder.broadcast_index(product, bias, start), "cmask")
        total = builder.emit(f"acc + {bv.expr}", "c")
    c = builder.rounded(product, Value(total, "f"))
    flat = f"(bz * {rows} + rm) * {cols} + rn" if many else f"rm * {cols} + rn"
    at = epilogue(builder, start, builder.emit(flat, "l"), c)
    view_lines, allocations, results = write_outputs(builder, at, device)
    kernel = [
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join([*builder.pointers.values(), *builder.scalars.values()])
        + ", BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,"
        + " RNE: tl.constexpr, NATIVE: tl.constexpr):",
        *[f"    {line}" for line in builder.body],
    ]
    params = ", ".join(p.name for p in pattern.params)
    rows_text = "".join(f"\n    {tuple(row)!r}," for row in table)
    if many:
        sizes = [
            f"    rows, cols, depth = {rows_py}, {sc}[-1], {sx}[-1]",
            f"    batch = _prod({sc}[:-2])",
        ]
        grid = "(batch * triton.cdiv(rows, block_m), triton.cdiv(cols, block_n))"
        launch_if = "rows and cols and batch"
    else:
        sizes = [f"    rows, cols, depth = {rows_py}, {sc}[-1], {sx}[-1]"]
        grid = "(triton.cdiv(rows, block_m), triton.cdiv(cols, block_n))"
        launch_if = "rows and cols"
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
        f"    if {device}.type == 'cpu':",
        "        # Triton's interpreter: a program costs Python overhead, a tile is one numpy op",
        "        block_m, block_n = min(max(_pow2(rows), 16), 256), min(max(_pow2(cols), 16), 256)",
        "        block_k, warps = min(max(_pow2(depth), 16), 512), 1",
        "    else:",
        f"        block_m, block_n, block_k, warps = _TABLE_{suffix}[-1][1:]",
        f"        for limit, bm, bn, bk, nw in _TABLE_{suffix}:",
        "            if limit is not None and rows * cols <= limit:",
        "                block_m, block_n, block_k, warps = bm, bn, bk, nw",
        "                break",
        f"    grid = {grid}",
        f"    if {launch_if}:",
        f"        {builder.kernel_name}[grid]("
        + ", ".join([*builder.pointers.keys(), *builder.scalars.keys()])
        + ", BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k,"
        + f" RNE={device}.type == 'cpu', NATIVE={device}.type != 'cpu', num_warps=warps)",
        f"    return {return_expression(results)}",
    ]
    return LoopKernel(
        builder.kernel_name,
        builder.run_name,
        "\n".join(kernel) + "\n",
        "\n".join(wrapper) + "\n",
        len(results),
        len(allocations),
    )


def covers(group: Sequence[Traced]) -> bool:
    """Whether the graph has a matrix product (the GEMM template's case)."""
    return has_op(group, GEMMS)
