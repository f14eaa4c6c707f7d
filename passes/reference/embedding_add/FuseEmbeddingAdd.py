"""An embedding lookup added to the input embeddings, in one Triton kernel.

Matches ``inputs_embeds + F.embedding(ids, weight)`` (BERT-style token type or position
embeddings added to the word embeddings). Eager gathers the rows into an intermediate tensor and
then runs a second kernel for the add; this pass gathers each row of ``weight`` straight from the
ids and adds it to ``inputs_embeds`` in registers, writing the result once: one launch and no
intermediate round trip through memory.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


def pattern(ids, weight, inputs_embeds):
    emb = torch.nn.functional.embedding(ids, weight, None, None, 2.0, False, False)
    return inputs_embeds + emb


def replacement_args(ids, weight, inputs_embeds):
    return (ids, weight, inputs_embeds)


@BoundKernel
@triton.jit
def _embedding_add_kernel(
    ids_ptr,
    weight_ptr,
    x_ptr,
    out_ptr,
    rows,
    cols,
    BLOCK_R: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    # Everything contiguous, inputs_embeds of the output's shape: a tile of rows x columns.
    r = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    c = tl.arange(0, BLOCK_D)
    r_in = r < rows
    inside = r_in[:, None] & (c < cols)[None, :]
    ids = tl.load(ids_ptr + r, mask=r_in, other=0)
    w = tl.load(weight_ptr + ids[:, None] * cols + c[None, :], mask=inside, other=0.0)
    offsets = r[:, None].to(tl.int64) * cols + c[None, :]
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0)
    y = x.to(tl.float32) + w.to(tl.float32)
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@BoundKernel
@triton.jit
def _embedding_add_strided_kernel(
    ids_ptr,
    weight_ptr,
    x_ptr,
    out_ptr,
    rows,
    cols,
    d1,
    d2,
    ids_s0,
    ids_s1,
    ids_s2,
    w_s0,
    w_s1,
    x_s0,
    x_s1,
    x_s2,
    x_s3,
    BLOCK_R: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    # Any strides, broadcasts included (strides of 0); up to three leading dimensions.
    r = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    c = tl.arange(0, BLOCK_D)
    r_in = r < rows
    inside = r_in[:, None] & (c < cols)[None, :]
    i2 = r % d2
    i1 = (r // d2) % d1
    i0 = r // (d2 * d1)
    ids = tl.load(ids_ptr + i0 * ids_s0 + i1 * ids_s1 + i2 * ids_s2, mask=r_in, other=0)
    w = tl.load(weight_ptr + ids[:, None] * w_s0 + c[None, :] * w_s1, mask=inside, other=0.0)
    x_row = i0.to(tl.int64) * x_s0 + i1.to(tl.int64) * x_s1 + i2.to(tl.int64) * x_s2
    x = tl.load(x_ptr + x_row[:, None] + c[None, :] * x_s3, mask=inside, other=0.0)
    y = x.to(tl.float32) + w.to(tl.float32)
    offsets = r[:, None].to(tl.int64) * cols + c[None, :]
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


def _tile(cols):
    block_d = triton.next_power_of_2(cols)
    return max(1, 2048 // block_d), block_d


@torch.fx.wrap
def embedding_add(ids, weight, inputs_embeds):
    cols = weight.shape[1]
    same_dtype = inputs_embeds.dtype == weight.dtype
    dtype = inputs_embeds.dtype if same_dtype else torch.result_type(inputs_embeds, weight)
    device = inputs_embeds.device
    if (
        inputs_embeds.dim() == ids.dim() + 1
        and inputs_embeds.shape[-1] == cols
        and inputs_embeds.shape[:-1] == ids.shape
        and inputs_embeds.is_contiguous()
        and ids.is_contiguous()
        and weight.is_contiguous()
    ):
        if same_dtype:  # contiguous like inputs_embeds, and cheaper to call
            out = torch.empty_like(inputs_embeds)
        else:
            out = torch.empty(inputs_embeds.shape, dtype=dtype, device=device)
        rows = ids.numel()
        if rows == 0:
            return out
        block_r, block_d = _tile(cols)
        _embedding_add_kernel[(triton.cdiv(rows, block_r),)](
            ids, weight, inputs_embeds, out, rows, cols, BLOCK_R=block_r, BLOCK_D=block_d
        )
        return out
    shape = torch.broadcast_shapes(inputs_embeds.shape, (*ids.shape, cols))
    lead = shape[:-1]
    if len(lead) > 3:
        raise NotImplementedError(f"embedding_add: at most 3 leading dimensions, got {shape}")
    out = torch.empty(shape, dtype=dtype, device=device)
    if out.numel() == 0:
        return out
    pad = 3 - len(lead)
    ids_strides = (0,) * pad + ids.expand(lead).stride()
    x_strides = (0,) * pad + inputs_embeds.expand(shape).stride()
    sizes = (1,) * pad + tuple(lead)
    out_cols = shape[-1]
    w_s1 = weight.stride(1) if cols == out_cols else 0  # an embedding of width 1 broadcasts
    rows = lead.numel()
    block_r, block_d = _tile(out_cols)
    _embedding_add_strided_kernel[(triton.cdiv(rows, block_r),)](
        ids,
        weight,
        inputs_embeds,
        out,
        rows,
        out_cols,
        sizes[1],
        sizes[2],
        *ids_strides,
        weight.stride(0),
        w_s1,
        *x_strides,
        BLOCK_R=block_r,
        BLOCK_D=block_d,
    )
    return out


def replacement_func():
    return embedding_add
