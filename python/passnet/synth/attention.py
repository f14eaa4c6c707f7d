"""The attention template: a subgraph with one ``scaled_dot_product_attention``, element moves
and pointwise ops on its query, key, value and mask before it (the prologue) and bijective moves
and pointwise ops after it up to the outputs (the epilogue: attention's head merge), as one
flash-attention Triton kernel.

A program takes ``BLOCK_M`` queries of one (batch, head) and walks the keys in blocks of
``BLOCK_N``: ``S = Q K^T`` with ``tl.dot`` (float32 accumulation; float32 tiles on a GPU as
three TF32 products, :func:`passnet.synth.product.dot`), the mask added (a float mask) or
applied (a boolean one: masked logits are ``-inf``), an online softmax (the running row maximum
and sum, the accumulator rescaled when the maximum grows), ``acc += P V`` with ``tl.dot``; the
output is ``acc * (1 / sum)``, rounded once to its dtype. Keys past the last,
queries past the last, and the head dimensions past the head size (any size: the blocks are
powers of two, masked) are masked lanes; ``is_causal`` masks the keys after the query's
position (torch's top-left alignment); ``enable_gqa`` reads key and value head ``h // (Hq /
Hkv)``; a mask and the key and value broadcast over the batch and head dimensions as torch
broadcasts them.

The tiles of Q, K and V are the prologue's values at their elements' indices (the builder's
index arithmetic, as the GEMM template reads its operands), so a transposed, permuted or
reshaped operand is read in place; the output's elements go forward through the epilogue's moves
(:func:`passnet.synth.product.epilogue`) and are stored where they land: the ``transpose(1, 2)`` and
``reshape`` after attention cost the store, not a copy.

**Rounding as eager rounds.** Eager's attention kernels round the probabilities ``P`` to the
input's dtype before ``P V`` (half and bfloat16), each relative to the running maximum of its
key block, and a strict tolerance on a bfloat16 output near zero sees a single probability
rounded the other way. So the kernel computes them as the kernel eager runs for the call does:
key blocks of eager's size, from the first, and eager's exponential. On a CPU that is torch's
flash attention: key blocks of up to 512, ``exp(s * scale + mask - max)``, for half types
through the polynomial of ``Vectorized<float>::fexp_u20`` on the vectorised part of each
block's row (its lanes: 16 on an AVX512 host, 8 on an AVX2 one, read from torch at each call)
and the plain exponential on its tail (``EXP_LANES``).
On a GPU (an H100 runs cuDNN's kernel for half types and the memory-efficient one for float32)
the logits go to base 2, ``exp2((s * scale + mask) * log2 e - max)``, in key blocks of 64 up to
head size 64 and 128 above. The row sums add the unrounded probabilities and the output is
``acc * (1 / sum)``; a fully masked row gives zeros, as eager's kernels give."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
import torch.fx

from passnet.synth.builder import LoopKernel, Value, has_op, return_expression
from passnet.synth.pattern import PatternSource, Unsupported
from passnet.synth.product import ProductBuilder, dot, epilogue, find_product, write_outputs
from passnet.synth.trace import Traced

__all__ = ["ATTENTION", "covers", "lower_attention"]

ATTENTION = frozenset({"scaled_dot_product_attention"})

# Vectorized<float>::fexp_u20 (ATen's x86 vector code): the exponential torch's CPU flash
# attention takes of half-type logits, to 1 ULP of the half type; written here with the same
# float32 operations, fused multiply-adds included, so that it rounds as eager's does.
_FEXP = """@triton.jit
def _fexp_u20_{suffix}(x):
    # clamped first (no NaN from -inf); below ln(FLT_MIN) the result is 0 as eager's
    src = tl.maximum(x, -87.3365478515625) * 1.4426950408889634
    fractional = src - tl.floor(src)
    res = tl.fma(fractional, -0.07920423895120621, -0.2243383675813675)
    res = tl.fma(fractional, res, 0.3035426139831543)
    res = tl.fma(fractional, res, 0.00010703434963943437)
    bits = tl.fma(8388608.0, src - res, 1065353216.0).to(tl.int32)
    result = bits.to(tl.float32, bitcast=True)
    result = tl.where(x < -87.3365478515625, 0.0, result)
    return tl.where(x > 88.72283935546875, float("inf"), result)
"""


class _AttentionBuilder(ProductBuilder):
    """The builder with the attention's operands and output shape."""

    def product_shape(self) -> str:
        q, _, v, _ = operands(self, self.product)
        return f"({self.shape(q)}[:-1] + ({self.shape(v)}[-1],))"

    def head_index(self, node: torch.fx.Node, batch: list[str], grouped: bool) -> list[str]:
        """Key or value ``node``'s index along its leading dimensions for the output's batch
        index ``batch``: broadcast as torch does, the head dimension grouped under
        ``enable_gqa`` (query head ``h`` reads head ``h // (Hq / Hkv)``)."""
        if not grouped:
            return self.batch_index(node, batch, len(batch))
        if self.rank(node) != len(batch) + 2 or not batch:
            raise Unsupported(f"{self.product.name}: enable_gqa with operands of other ranks")
        sq, sn = self.shape(self.product), self.shape(node)
        self.guard(
            f"{sn}[-3] > 0 and {sq}[-3] % {sn}[-3] == 0",
            f"{self.product.name} groups {node.name}'s heads otherwise",
        )
        group = self.scalar(f"{sq}[-3] // {sn}[-3]")
        lead = self.batch_index(node, batch[:-1], len(batch) - 1, dims=3)
        return [*lead, f"({batch[-1]} // {group})"]

    def mask_index(self, mask: torch.fx.Node, key: torch.fx.Node, idx: list[str]) -> list[str]:
        """The mask's index for the logit at ``idx`` (the output's batch index, the query, the
        key): broadcast onto the logits' shape ``(*batch, Lq, Lk)`` as torch broadcasts it."""
        out = self.product
        rank, mask_rank = len(idx), self.rank(mask)
        if mask_rank > rank:
            raise Unsupported(f"{out.name}: a mask of rank {mask_rank} above the logits' {rank}")
        sizes = [*self.dims(out)[:-1], self.dims(key)[-2]]
        shapes = [f"{self.shape(out)}[{k}]" for k in range(rank - 1)]
        shapes.append(f"{self.shape(key)}[-2]")
        theirs = self.dims(mask)
        what = f"{out.name} broadcasts {mask.name} otherwise"
        return [
            self.broadcast_dim(
                (theirs[j], f"{self.shape(mask)}[{j}]"),
                (sizes[j + rank - mask_rank], shapes[j + rank - mask_rank]),
                idx[j + rank - mask_rank],
                what,
            )
            for j in range(mask_rank)
        ]


def operands(
    builder: ProductBuilder, node: torch.fx.Node
) -> tuple[torch.fx.Node, torch.fx.Node, torch.fx.Node, torch.fx.Node | None]:
    """The attention's query, key, value and mask (None where it has none)."""
    found: list[Any] = []
    for name, position in (("query", 0), ("key", 1), ("value", 2), ("attn_mask", 3)):
        where = builder.operand(node, name, position)
        value = builder.arg(node, *where) if where is not None else None
        if value is not None and not isinstance(value, torch.fx.Node):
            raise Unsupported(f"{node.name}: a literal {name}")
        found.append(value)
    q, k, v, mask = found
    if q is None or k is None or v is None:
        raise Unsupported(f"{node.name}: attention without its query, key and value")
    return q, k, v, mask


def _static(builder: ProductBuilder, node: torch.fx.Node, name: str, position: int) -> Any:
    where = builder.operand(node, name, position)
    return None if where is None else builder.static(node, *where)


def lower_attention(
    group: Sequence[Traced],
    pattern: PatternSource,
    suffix: str,
) -> LoopKernel:
    """The attention kernel and its wrapper for one structure of a task, or
    :class:`Unsupported`."""
    builder = _AttentionBuilder(group, pattern, f"_kernel_{suffix}", f"_run_{suffix}")
    nodes = builder.nodes
    node = find_product(builder, ATTENTION, "attentions (the attention template takes one)")
    q, k, v, mask = operands(builder, node)
    if any(builder.kind(t) != "f" for t in (q, k, v)):
        raise Unsupported(f"{node.name}: attention of integers")
    if _static(builder, node, "dropout_p", 4) not in (None, 0, 0.0):
        raise Unsupported(f"{node.name}: attention dropout (random numbers)")
    causal = bool(_static(builder, node, "is_causal", 5))
    grouped = bool(_static(builder, node, "enable_gqa", 99))
    if causal and mask is not None:
        raise Unsupported(f"{node.name}: is_causal with a mask (torch rejects the call)")
    rank = builder.rank(node)
    if rank < 2 or min(builder.rank(t) for t in (q, k, v)) < 2:
        raise Unsupported(f"{node.name}: attention of operands below rank 2")
    where = builder.operand(node, "scale", 99)
    scale_source = "None" if where is None else builder.source(node, *where)
    tensors = [n for n in nodes if n.op == "placeholder" and builder.infos(n)[0].shape is not None]
    device = f"{builder.var(tensors[0])}.device"
    sq, sk, sv, so = (builder.shape(t) for t in (q, k, v, node))
    lq, lk = builder.scalar(f"{sq}[-2]"), builder.scalar(f"{sk}[-2]")
    head, head_v = builder.scalar(f"{sq}[-1]"), builder.scalar(f"{sv}[-1]")
    tiles = builder.scalar("triton.cdiv(lq, block_m)")
    scale = builder.scalar("scale")
    body = builder.body
    body += [
        "pid = tl.program_id(0).to(IDX)",
        f"bh = pid // {tiles}",
        f"rm = (pid % {tiles}) * BLOCK_M + tl.arange(0, BLOCK_M).to(IDX)[:, None]",
        f"mmask = rm < {lq}",
        "dq = tl.arange(0, BLOCK_D).to(IDX)[None, :]",
        "kd = tl.arange(0, BLOCK_D).to(IDX)[:, None]",
        "dv = tl.arange(0, BLOCK_DV).to(IDX)[None, :]",
        f"qmask = mmask & (dq < {head})",
        f"cmask = mmask & (dv < {head_v})",
    ]
    batch = builder.unravel("bh", so, rank - 2)
    qv = builder.value(q, [*builder.batch_index(q, batch, rank - 2), "rm", "dq"], "qmask")
    body += [
        f"q = tl.where(qmask, {qv.expr}, 0.0)",
        "if NATIVE:",
        f"    q = q.to({builder.element_type(q)})",
        'm_i = tl.full((BLOCK_M, 1), float("-inf"), tl.float32)',
        "l_i = tl.zeros((BLOCK_M, 1), dtype=tl.float32)",
        "acc = tl.zeros((BLOCK_M, BLOCK_DV), dtype=tl.float32)",
    ]
    if causal:  # the last key any of the tile's queries sees
        body.append(f"blocks = tl.cdiv(tl.minimum({lk}, (pid % {tiles} + 1) * BLOCK_M), BLOCK_N)")
    else:
        body.append(f"blocks = tl.cdiv({lk}, BLOCK_N)")
    loop_start = len(body)
    body += [
        "n0 = j * BLOCK_N",
        "kn = n0 + tl.arange(0, BLOCK_N).to(IDX)[None, :]",
        "vn = n0 + tl.arange(0, BLOCK_N).to(IDX)[:, None]",
        f"kmask = (kd < {head}) & (kn < {lk})",
        f"vmask = (vn < {lk}) & (dv < {head_v})",
        f"smask = mmask & (kn < {lk})",
    ]
    kv = builder.value(k, [*builder.head_index(k, batch, grouped), "kn", "kd"], "kmask")
    vv = builder.value(v, [*builder.head_index(v, batch, grouped), "vn", "dv"], "vmask")
    body += [
        f"k = tl.where(kmask, {kv.expr}, 0.0)",
        f"v = tl.where(vmask, {vv.expr}, 0.0)",
        "if NATIVE:",
        f"    k = k.to({builder.element_type(k)})",
        f"    v = v.to({builder.element_type(v)})",
        *dot("q", "k", "s = {}"),
        "else:",
        '    s = tl.dot(q, k, input_precision="ieee")',
        "keep = smask & (kn <= rm)" if causal else "keep = smask",
    ]
    logits = [f"x = s * {scale}"]  # the logits in eager's float arithmetic, the mask applied
    bool_mask = "False"
    if mask is not None:
        idx = builder.mask_index(mask, k, [*batch, "rm", "kn"])
        kinds = {info.dtype == torch.bool for info in builder.infos(mask)}
        if len(kinds) == 2 and mask.op == "placeholder":
            # boolean in some of the task's subgraphs, floating in others: decided per call
            raw = builder.emit(
                f"tl.load({builder.address(mask, idx, 'smask')}, mask=smask, other=0)", "x"
            )
            bool_mask = f"{builder.var(mask)}.dtype == torch.bool"
            logits += [
                "if BOOL_MASK:",
                f'    x = tl.where({raw} != 0, x, float("-inf"))',
                "else:",
                f"    x = x + {raw}.to(tl.float32)",
            ]
        else:
            mv = builder.value(mask, idx, "smask")
            if mv.kind == "b":
                logits.append(f'x = tl.where({mv.expr}, x, float("-inf"))')
            else:
                logits.append(f"x = x + {mv.expr}")
    body += [
        *logits,
        "if NATIVE:  # eager's GPU kernels: logits in base 2",
        "    x = x * 1.4426950408889634",
        'x = tl.where(keep, x, float("-inf"))',
        "m_new = tl.maximum(m_i, tl.max(x, 1)[:, None])",
        'm_use = tl.where(m_new == float("-inf"), 0.0, m_new)',
        "if NATIVE:",
        "    p = tl.math.exp2(x - m_use)",
        "    alpha = tl.math.exp2(m_i - m_use)",
        "else:  # torch's CPU flash attention",
        "    if EXP_LANES:",
        f"        lanes = (tl.minimum(BLOCK_N, {lk} - n0) // EXP_LANES) * EXP_LANES",
        f"        fast = _fexp_u20_{suffix}(x - m_use)",
        "        p = tl.where(kn - n0 < lanes, fast, tl.exp(x - m_use))",
        "    else:",
        "        p = tl.exp(x - m_use)",
        "    alpha = tl.exp(m_i - m_use)",
        "l_i = l_i * alpha + tl.sum(p, 1)[:, None]",
        # eager rounds P to the value's dtype for its P V product
        "if NATIVE:",
        f"    pv = p.to({builder.element_type(v)})",
        *dot("pv", "v", "acc = acc * alpha + {}"),
        "else:",
        f"    pv = _round(p, {builder.element_type(v)}, RNE).to(tl.float32)",
        '    acc = acc * alpha + tl.dot(pv, v, input_precision="ieee")',
        "m_i = m_new",
    ]
    loop = body[loop_start:]
    del body[loop_start:]
    builder.memo.clear()  # values of the loop's scope
    body += ["for j in range(0, blocks):", *[f"    {line}" for line in loop]]
    out = builder.emit("acc * (1.0 / tl.where(l_i == 0.0, 1.0, l_i))", "o")
    c = builder.rounded(node, Value(out, "f"))
    flat = builder.emit(f"(bh * {lq} + rm) * {head_v} + dv", "l")
    at = epilogue(builder, [*batch, "rm", "dv"], flat, c)
    view_lines, allocations, results = write_outputs(builder, at, device)
    kernel = [
        _FEXP.format(suffix=suffix),
        "",
        "@triton.jit",
        f"def {builder.kernel_name}("
        + ", ".join(builder.kernel_params())
        + ", BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,"
        + " BLOCK_DV: tl.constexpr, EXP_LANES: tl.constexpr, BOOL_MASK: tl.constexpr,"
        + " RNE: tl.constexpr, NATIVE: tl.constexpr, IDX: tl.constexpr):",
        *[f"    {line}" for line in body],
    ]
    params = ", ".join(p.name for p in pattern.params)
    dtype = builder.output_dtype(q)
    wrapper = [
        f"def {builder.run_name}({params}):",
        *[f"    {line}" for line in builder.wrapper],
        *[f"    {line}" for line in view_lines],
        *[f"    {line}" for line in allocations],
        f"    lq, heads = {sq}[-2], _prod({so}[:-2])",
        f"    scale = _sdpa_scale({scale_source}, {sq}[-1])",
        f"    block_m, block_n, warps, stages = _sdpa_config({device}, {dtype}, {sq}[-1], "
        f"{sk}[-2], lq)",
        f"    block_d, block_dv = max(_pow2({sq}[-1]), 16), max(_pow2({sv}[-1]), 16)",
        "    grid = (heads * triton.cdiv(lq, block_m),)",
        "    if grid[0]:",
        f"        {builder.kernel_name}[grid]("
        + ", ".join(builder.launch_args())
        + ", BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_D=block_d, BLOCK_DV=block_dv,"
        + f" EXP_LANES=_exp_lanes({device}, {dtype}), BOOL_MASK={bool_mask},"
        + f" RNE={device}.type == 'cpu', NATIVE={device}.type != 'cpu',"
        + f" IDX={builder.index_type()}, num_warps=warps, num_stages=stages)",
        f"    return {return_expression(results)}",
    ]
    return builder.loop_kernel(kernel, wrapper, len(results), len(allocations))


def covers(group: Sequence[Traced]) -> bool:
    """Whether the graph has an attention (the attention template's case)."""
    return has_op(group, ATTENTION)
