"""What the templates built around one product share (the GEMM template's matrix product, the
convolution template's convolution, the attention template's attention): the builder that
knows the product's shape and holds its epilogue's values (:class:`ProductBuilder`), the graph's
one product found (:func:`find_product`), the epilogue run forward from the tile's indices
(:func:`epilogue`), the outputs stored where their elements land (:func:`write_outputs`), and
the product of two tiles on a GPU (:func:`dot`).

The builder maps an output's index back to its sources, which a tile of registers cannot
answer. So the epilogue runs forward instead: from each tile element's index in the product,
every move gives the index of the element in its result (a reshape linearises and unravels, a
permute reorders), and the value at that index is known (seeded in the builder's memo), so
pointwise ops read their other operands at it through the builder as usual. Each output is
allocated contiguous and written at its forward index: the layout change costs the store, not
a copy. Anything else after the product (a reduction, a slice, a concatenation, a broadcast of
it, a second product) is reported, not covered."""

from __future__ import annotations

import torch
import torch.fx

from passnet.synth.builder import Value
from passnet.synth.loops import view_only, view_statements
from passnet.synth.moves import Builder
from passnet.synth.ops import CASTS, CHANNELWISE, IDENTITY, POINTWISE, VIEWS, op_name
from passnet.synth.pattern import Unsupported

__all__ = [
    "SPLIT_PARAMS",
    "ProductBuilder",
    "depth_loop",
    "dot",
    "epilogue",
    "find_product",
    "multiply",
    "operand_tile",
    "reduce_split",
    "write_outputs",
]

# Moves whose forward index map the epilogue knows: each element of the source goes to one of
# the result (the others, slices and concatenations, would need the store masked per piece).
_FORWARD = frozenset(
    {"view", "reshape", "_unsafe_view", "flatten", "permute", "transpose", "t"}
    | {"unsqueeze", "squeeze"}
)


def dot(a: str, b: str, into: str = "acc += {}") -> list[str]:
    """The product of tiles ``a`` and ``b`` on a GPU, as the lines of an ``if NATIVE:`` body,
    ``into`` the statement that takes it: float32 tiles as three TF32 products (float32's
    accuracy on the tensor cores, where a full-precision float32 dot runs on the FMA units, 2-3x
    slower than eager's cuBLAS on the first GPU run), half types as they are."""
    return [
        f"    if {a}.dtype == tl.float32:",
        "        " + into.format(f'tl.dot({a}, {b}, input_precision="tf32x3")'),
        "    else:",
        "        " + into.format(f"tl.dot({a}, {b})"),
    ]


def operand_tile(builder: Builder, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
    """An operand's tile for the product inside the depth loop. A graph input is loaded as it
    is stored (its dtype; masked lanes read 0), so the load feeds the tensor cores directly:
    through float32 and masked again, as a computed operand must be, the same tile cost 1.3-2x
    the time on the H100 (bench/synth/gemm_micro.py). A computed one (a prologue) is float32,
    its masked lanes zeroed after it (log(0) there would poison the sums). ``Value.kind`` is
    "n" for a native load, "f" for float32."""
    if node.op == "placeholder" and builder.kind(node) == "f":
        address = builder.address(node, idx, mask)
        return Value(builder.emit(f"tl.load({address}, mask={mask}, other=0)", "x"), "n")
    return Value(f"tl.where({mask}, {builder.value(node, idx, mask).expr}, 0.0)", "f")


def multiply(a: Value, b: Value, a_type: str, b_type: str) -> list[str]:
    """The loop's accumulation of tiles ``a`` and ``b`` (:func:`operand_tile`). On a GPU the
    tiles go to the inputs' dtypes for the tensor cores (exact: a prologue rounded them to
    it); Triton's interpreter multiplies bfloat16 tiles as their bits, so there they are float32,
    as exact. Float32 products to float32's accuracy (:func:`dot`)."""
    lines = [f"a = {a.expr}", f"b = {b.expr}", "if NATIVE:"]
    lines += [
        f"    {t} = {t}.to({ty})"
        for t, v, ty in (("a", a, a_type), ("b", b, b_type))
        if v.kind != "n"
    ]
    return [
        *lines,
        *dot("a", "b"),
        "else:",
        '    acc += tl.dot(a.to(tl.float32), b.to(tl.float32), input_precision="ieee")',
    ]


# The kernel's parameters for splitting the depth: the partial tiles' float32 workspace and
# one int32 counter per tile, zeroed by the wrapper.
SPLIT_PARAMS = ("ws", "lock")


def depth_loop(depth: str, loop: list[str], split: bool) -> list[str]:
    """``acc`` over the depth in ``BLOCK_K`` steps, ``loop`` the body for step ``k0``. With
    ``split``, program axis 2 takes its ``SPLIT``-th share of the steps (:func:`reduce_split`)."""
    if not split:
        return [
            "acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)",
            f"for k0 in range(0, {depth}, BLOCK_K):",
            *[f"    {line}" for line in loop],
        ]
    return [
        "acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)",
        f"span = tl.cdiv(tl.cdiv({depth}, BLOCK_K), SPLIT) * BLOCK_K",
        "k_lo = tl.program_id(2) * span",
        f"for k0 in range(k_lo, tl.minimum({depth}, k_lo + span), BLOCK_K):",
        *[f"    {line}" for line in loop],
    ]


def reduce_split() -> list[str]:
    """With the depth split over ``SPLIT`` programs a tile, each stores its partial tile, and
    the last of them to finish (counted by the tile's lock) sums them in a fixed order (the
    same result on every call) and alone runs the epilogue: ``cmask`` is off in the others.
    A small product over a long depth gets the whole card this way: a 12 x 768 x 3072 linear
    in bfloat16 ran in 5.4 us split 8 ways against 9.0 us unsplit, cuBLAS 6.4 us (H100).
    The partial tiles bypass L1 (``.cg``), which other programs' writes do not reach."""
    return [
        "if SPLIT > 1:",
        "    tile = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)",
        "    offs = tl.arange(0, BLOCK_M)[:, None] * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]",
        "    part = ws + tile * (SPLIT * BLOCK_M * BLOCK_N) + offs",
        '    tl.store(part + tl.program_id(2) * (BLOCK_M * BLOCK_N), acc, cache_modifier=".cg")',
        "    tl.debug_barrier()",
        '    done = tl.atomic_add(lock + tile, 1, sem="acq_rel", scope="gpu")',
        "    if done == SPLIT - 1:",
        "        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)",
        "        for s in range(SPLIT):",
        '            acc += tl.load(part + s * (BLOCK_M * BLOCK_N), cache_modifier=".cg")',
        # done broadcast first: Triton's interpreter gives the atomic a shape of [1]
        "    cmask = cmask & (tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32) + done == SPLIT - 1)",
    ]


class ProductBuilder(Builder):
    """The builder of a template around one product: the product's shape
    (:meth:`product_shape`) and its epilogue's values, which exist only at the indices the
    kernel's tile seeds (:func:`epilogue`)."""

    product: torch.fx.Node
    derived: set[str]

    def product_shape(self) -> str:
        raise NotImplementedError

    def derive(self, product: torch.fx.Node) -> None:
        """``product`` the node the epilogue starts from, and the values computed from it."""
        self.product = product
        self.derived = {product.name}
        for node in self.nodes[self.position[product.name] + 1 :]:
            if any(o.name in self.derived for o in node.all_input_nodes):
                self.derived.add(node.name)

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


def find_product(
    builder: ProductBuilder, names: frozenset[str], what: str, known: frozenset[str] = frozenset()
) -> torch.fx.Node:
    """The graph's one product (a call of ``names``), every other call an op the prologue and
    epilogue take (or one of ``known``), and the values computed from the product
    (:meth:`ProductBuilder.derive`)."""
    nodes = builder.nodes
    for node in nodes:
        if node.op == "call_module":
            raise Unsupported("a module call in the graph")
        if node.op in ("call_function", "call_method"):
            name = op_name(node)
            taken = name in POINTWISE or name in IDENTITY or name in CASTS or name in VIEWS
            if not (taken or name in known or name in names):
                raise Unsupported(f"{name}: no template covers it yet")
    products = [n for n in nodes if n.op != "placeholder" and op_name(n) in names]
    if len(products) != 1:
        raise Unsupported(f"{len(products)} {what}")
    builder.derive(products[0])
    return products[0]


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
            flat = builder.emit(builder.linearize(src_idx, builder.shape(src)), "l")
        return builder.unravel(flat, builder.shape(node), builder.rank(node)), flat
    return ["0" if d is None else src_idx[d] for d in builder.src_dims(node)], None


def epilogue(
    builder: ProductBuilder, start: list[str], flat: str | None, c: Value
) -> dict[str, list[str]]:
    """Every value computed from the product, at the index the tile's elements go to: seeded
    in the memo (moves) or computed there (pointwise ops, inference batch norms), keyed by node
    name. ``start``: the product's index, ``c`` its value there; ``flat``: its row-major
    position, where known (a reshape computes it from ``start`` else)."""
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
        elif name in IDENTITY or name in CASTS or name in POINTWISE or name in CHANNELWISE:
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


def write_outputs(
    builder: ProductBuilder, at: dict[str, list[str]], device: str
) -> tuple[list[str], list[str], list[str]]:
    """The graph's outputs: each one computed from the product allocated contiguous and stored
    by the kernel (appended to its body, under the tile's ``cmask``) at the index
    :func:`epilogue` gave its elements, each other one a view of an input (returned as such).
    Returns the wrapper's view statements, allocations and returned names."""
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
