"""Relative-position bias, scale, additive mask and softmax of attention scores in one kernel.

Matches ``dropout(softmax((scores + pos_scores) / 2.8284271247461903 + mask, dim=-1), 0.1,
False, False)`` (attention with a head size of 8 and key-position scores added before the
scale, as in ConvBERT/DeBERTa-style encoders; the dropout is the identity in inference) and
computes it in one pass over each row, where eager runs four kernels and writes three
intermediates. The common case (scores and position scores contiguous with the output's shape, a
4-d mask that broadcasts) has a kernel of its own with fewer arguments, which makes each call
cheaper on the host; any other broadcast reads all three inputs through their strides.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


def pattern(scores, pos_scores, mask):
    s1 = scores + pos_scores
    s2 = s1 / 2.8284271247461903
    s3 = s2 + mask
    p = torch.nn.functional.softmax(s3, dim=-1)
    return torch.nn.functional.dropout(p, 0.1, False, False)


def replacement_args(scores, pos_scores, mask):
    return (scores, pos_scores, mask)


@triton.jit
def _softmax_row(s, p, m, in_row, dtype):
    # each step is rounded to the output dtype, as eager writes its intermediates
    x = (s.to(tl.float32) + p.to(tl.float32)).to(dtype).to(tl.float32)
    x = (x * 0.35355339059327373).to(dtype).to(tl.float32)  # / 2.8284271247461903
    x = (x + m.to(tl.float32)).to(dtype).to(tl.float32)
    x = tl.where(in_row, x, -float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    return (e / tl.sum(e, axis=0)).to(dtype)


@BoundKernel
@triton.jit
def _rows_kernel(
    s_ptr,
    p_ptr,
    m_ptr,
    out_ptr,
    cols,
    d1,
    d2,
    m_stride_0,
    m_stride_1,
    m_stride_2,
    m_stride_3,
    BLOCK: tl.constexpr,
):
    """scores and pos_scores contiguous with the output's shape; the mask broadcast."""
    row = tl.program_id(0)
    i2 = row % d2
    i1 = (row // d2) % d1
    i0 = row // (d2 * d1)
    offsets = tl.arange(0, BLOCK)
    in_row = offsets < cols
    at = row * cols + offsets
    s = tl.load(s_ptr + at, mask=in_row, other=0.0)
    p = tl.load(p_ptr + at, mask=in_row, other=0.0)
    m_row = i0 * m_stride_0 + i1 * m_stride_1 + i2 * m_stride_2
    m = tl.load(m_ptr + m_row + offsets * m_stride_3, mask=in_row, other=0.0)
    tl.store(out_ptr + at, _softmax_row(s, p, m, in_row, out_ptr.dtype.element_ty), mask=in_row)


@BoundKernel
@triton.jit
def _strided_kernel(
    s_ptr,
    p_ptr,
    m_ptr,
    out_ptr,
    cols,
    d1,
    d2,
    s_stride_0,
    s_stride_1,
    s_stride_2,
    s_stride_3,
    p_stride_0,
    p_stride_1,
    p_stride_2,
    p_stride_3,
    m_stride_0,
    m_stride_1,
    m_stride_2,
    m_stride_3,
    BLOCK: tl.constexpr,
):
    """Every input read through its broadcast strides."""
    row = tl.program_id(0)
    i2 = row % d2
    i1 = (row // d2) % d1
    i0 = row // (d2 * d1)
    offsets = tl.arange(0, BLOCK)
    in_row = offsets < cols
    s_row = i0 * s_stride_0 + i1 * s_stride_1 + i2 * s_stride_2
    p_row = i0 * p_stride_0 + i1 * p_stride_1 + i2 * p_stride_2
    m_row = i0 * m_stride_0 + i1 * m_stride_1 + i2 * m_stride_2
    s = tl.load(s_ptr + s_row + offsets * s_stride_3, mask=in_row, other=0.0)
    p = tl.load(p_ptr + p_row + offsets * p_stride_3, mask=in_row, other=0.0)
    m = tl.load(m_ptr + m_row + offsets * m_stride_3, mask=in_row, other=0.0)
    y = _softmax_row(s, p, m, in_row, out_ptr.dtype.element_ty)
    tl.store(out_ptr + row * cols + offsets, y, mask=in_row)


def _broadcast_shape4(*tensors: torch.Tensor) -> tuple[int, ...]:
    """The broadcast shape of tensors of at most 4 dims, padded to 4 on the left: a plain loop,
    several times cheaper per call than torch.broadcast_shapes."""
    shape = [1, 1, 1, 1]
    for tensor in tensors:
        sizes = tensor.shape
        if len(sizes) > 4:
            raise NotImplementedError(f"bias_scale_mask_softmax: at most 4 dims, got {sizes}")
        for i, size in enumerate(sizes, 4 - len(sizes)):
            if size != 1:
                if shape[i] != 1 and shape[i] != size:
                    raise ValueError(f"bias_scale_mask_softmax: shapes do not broadcast: {sizes}")
                shape[i] = size
    return tuple(shape)


def _broadcast_strides4(tensor: torch.Tensor) -> tuple[int, ...]:
    """The strides of ``tensor`` broadcast to 4 dims (0 where it has size 1 or no dim): what
    ``expand`` would give, without a view per call."""
    pad = (0,) * (4 - tensor.dim())
    return pad + tuple(
        0 if n == 1 else s for n, s in zip(tensor.shape, tensor.stride(), strict=True)
    )


@torch.fx.wrap
def bias_scale_mask_softmax(scores, pos_scores, mask):
    shape = scores.shape
    dtype = scores.dtype
    if (
        len(shape) == 4
        and mask.dim() == 4
        and pos_scores.shape == shape
        and pos_scores.dtype == dtype
        and mask.dtype == dtype
        and scores.is_contiguous()
        and pos_scores.is_contiguous()
    ):
        # The common case, as attention builds it: the mask broadcasts over heads and queries.
        m0, m1, m2, m3 = mask.shape
        d0, d1, d2, cols = shape
        if (
            (m0 == 1 or m0 == d0)
            and (m1 == 1 or m1 == d1)
            and (m2 == 1 or m2 == d2)
            and (m3 == 1 or m3 == cols)
        ):
            out = torch.empty_like(scores)
            t0, t1, t2, t3 = mask.stride()
            block = triton.next_power_of_2(cols)
            _rows_kernel[(d0 * d1 * d2,)](
                scores,
                pos_scores,
                mask,
                out,
                cols,
                d1,
                d2,
                0 if m0 == 1 else t0,
                0 if m1 == 1 else t1,
                0 if m2 == 1 else t2,
                0 if m3 == 1 else t3,
                BLOCK=block,
                num_warps=4 if block <= 1024 else 8,
            )
            return out
    shape4 = _broadcast_shape4(scores, pos_scores, mask)
    if pos_scores.dtype != dtype or mask.dtype != dtype:
        dtype = torch.promote_types(torch.promote_types(dtype, pos_scores.dtype), mask.dtype)
    rank = max(scores.dim(), pos_scores.dim(), mask.dim())
    out = torch.empty(shape4[4 - rank :], dtype=dtype, device=scores.device)
    d0, d1, d2, cols = shape4
    block = triton.next_power_of_2(cols)
    _strided_kernel[(d0 * d1 * d2,)](
        scores,
        pos_scores,
        mask,
        out,
        cols,
        d1,
        d2,
        *_broadcast_strides4(scores),
        *_broadcast_strides4(pos_scores),
        *_broadcast_strides4(mask),
        BLOCK=block,
        num_warps=4 if block <= 1024 else 8,
    )
    return out


def replacement_func():
    return bias_scale_mask_softmax
