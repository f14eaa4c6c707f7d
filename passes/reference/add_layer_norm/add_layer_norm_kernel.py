"""The kernels of the add_layer_norm passes: ``layer_norm(a + b, shape, weight, bias, eps)`` in
one pass over each row (the sum, its mean and variance, the normalisation and the affine
transform), writing the sum as well where the graph reads it too. A helper module of the pass
folder, imported as ``pass_dir.add_layer_norm_kernel`` (docs/passes.md).

Two kernels: one for contiguous operands of one shape (the common case, with the fewest launch
arguments), one that reads each operand through the strides of its broadcast view (a position
embedding added to every sequence of a batch), so that no operand is copied first.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import math

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


@triton.jit
def _normalise_row(
    a,
    b,
    row,
    offsets,
    in_row,
    cols,
    w_ptr,
    bias_ptr,
    out_ptr,
    sum_ptr,
    eps,
    HAS_WEIGHT: tl.constexpr,
    HAS_BIAS: tl.constexpr,
    STORE_SUM: tl.constexpr,
):
    # the sum is rounded to its own dtype, as eager writes it, then normalised in float32
    rounded = (a.to(tl.float32) + b.to(tl.float32)).to(out_ptr.dtype.element_ty)
    start = row.to(tl.int64) * cols
    if STORE_SUM:
        tl.store(sum_ptr + start + offsets, rounded, mask=in_row)
    x = rounded.to(tl.float32)
    mean = tl.sum(x, axis=0) / cols
    centred = tl.where(in_row, x - mean, 0.0)
    var = tl.sum(centred * centred, axis=0) / cols
    y = centred / tl.sqrt(var + eps)
    if HAS_WEIGHT:
        y = y * tl.load(w_ptr + offsets, mask=in_row, other=0.0).to(tl.float32)
    if HAS_BIAS:
        y = y + tl.load(bias_ptr + offsets, mask=in_row, other=0.0).to(tl.float32)
    tl.store(out_ptr + start + offsets, y.to(out_ptr.dtype.element_ty), mask=in_row)


@BoundKernel
@triton.jit
def _add_layer_norm_kernel(
    a_ptr,
    b_ptr,
    w_ptr,
    bias_ptr,
    out_ptr,
    sum_ptr,
    cols,
    eps,
    HAS_WEIGHT: tl.constexpr,
    HAS_BIAS: tl.constexpr,
    STORE_SUM: tl.constexpr,
    BLOCK: tl.constexpr,
):
    # contiguous a and b of one shape: rows are cols apart in both
    row = tl.program_id(0)
    offsets = tl.arange(0, BLOCK)
    in_row = offsets < cols
    start = row.to(tl.int64) * cols
    a = tl.load(a_ptr + start + offsets, mask=in_row, other=0.0)
    b = tl.load(b_ptr + start + offsets, mask=in_row, other=0.0)
    _normalise_row(
        a, b, row, offsets, in_row, cols, w_ptr, bias_ptr, out_ptr, sum_ptr, eps,
        HAS_WEIGHT, HAS_BIAS, STORE_SUM,
    )  # fmt: skip


@BoundKernel
@triton.jit
def _add_layer_norm_strided_kernel(
    a_ptr,
    b_ptr,
    w_ptr,
    bias_ptr,
    out_ptr,
    sum_ptr,
    cols,
    rows_1,
    rows_2,
    a_0,
    a_1,
    a_2,
    a_col,
    b_0,
    b_1,
    b_2,
    b_col,
    eps,
    HAS_WEIGHT: tl.constexpr,
    HAS_BIAS: tl.constexpr,
    STORE_SUM: tl.constexpr,
    BLOCK: tl.constexpr,
):
    # the leading dims as three (i0, i1, i2) and the normalised ones as one column dim, each
    # operand with its own strides (0 where it is broadcast)
    row = tl.program_id(0)
    i2 = (row % rows_2).to(tl.int64)
    i1 = ((row // rows_2) % rows_1).to(tl.int64)
    i0 = (row // (rows_2 * rows_1)).to(tl.int64)
    offsets = tl.arange(0, BLOCK)
    in_row = offsets < cols
    a_row = a_ptr + i0 * a_0 + i1 * a_1 + i2 * a_2
    b_row = b_ptr + i0 * b_0 + i1 * b_1 + i2 * b_2
    a = tl.load(a_row + offsets * a_col, mask=in_row, other=0.0)
    b = tl.load(b_row + offsets * b_col, mask=in_row, other=0.0)
    _normalise_row(
        a, b, row, offsets, in_row, cols, w_ptr, bias_ptr, out_ptr, sum_ptr, eps,
        HAS_WEIGHT, HAS_BIAS, STORE_SUM,
    )  # fmt: skip


def _collapse(sizes, *operand_strides):  # noqa: ANN002
    """Adjacent dims merged wherever every operand steps through them as through one dim (size-1
    dims dropped): [(size, (stride per operand))], outermost first."""
    merged = []
    for index, size in enumerate(sizes):
        if size == 1:
            continue
        strides = tuple(strides[index] for strides in operand_strides)
        if merged and all(o == s * size for o, s in zip(merged[-1][1], strides, strict=True)):
            merged[-1] = (merged[-1][0] * size, strides)
        else:
            merged.append((size, strides))
    return merged


def _strided_layout(a, b, full, normalised):
    """(sizes of leading dims 1 and 2, a strides, b strides) of the strided kernel for a and b
    broadcast to ``full``, whose last ``normalised`` dims are one row."""
    views = (a.expand(full), b.expand(full))
    lead = len(full) - normalised
    columns = _collapse(full[lead:], *(v.stride()[lead:] for v in views))
    leading = _collapse(full[:lead], *(v.stride()[:lead] for v in views))
    if len(columns) > 1 or len(leading) > 3:
        raise NotImplementedError(
            f"add_layer_norm: operands {tuple(a.shape)} {a.stride()} and {tuple(b.shape)} "
            f"{b.stride()} are not rows of one stride each"
        )
    column = columns[0][1] if columns else (1, 1)
    leading = [(1, (0, 0))] * (3 - len(leading)) + leading
    (_, first), (rows_1, second), (rows_2, third) = leading
    strides = tuple((first[i], second[i], third[i], column[i]) for i in (0, 1))
    return (rows_1, rows_2), strides[0], strides[1]


def launch(a, b, weight, bias, shape, eps, keep_sum):
    """layer_norm(a + b, shape, weight, bias, eps), and the sum too with ``keep_sum``."""
    # the normalised dims are the trailing ones; one row is all of them
    cols = math.prod(shape)
    same = a.shape == b.shape and a.dtype == b.dtype
    full = a.shape if same else torch.broadcast_shapes(a.shape, b.shape)
    dtype = a.dtype if same else torch.promote_types(a.dtype, b.dtype)
    out = torch.empty(full, dtype=dtype, device=a.device)
    total = torch.empty(full, dtype=dtype, device=a.device) if keep_sum else out
    rows = out.numel() // cols if cols else 0
    if rows == 0:
        return (out, total) if keep_sum else out
    block = triton.next_power_of_2(cols)
    # an absent weight or bias is compiled out; its pointer argument is any valid tensor
    affine = (out if weight is None else weight, out if bias is None else bias)
    flags = {
        "HAS_WEIGHT": weight is not None,
        "HAS_BIAS": bias is not None,
        "STORE_SUM": keep_sum,
        "BLOCK": block,
        "num_warps": min(16, max(4, block // 256)),
    }
    if same and a.is_contiguous() and b.is_contiguous():
        _add_layer_norm_kernel[(rows,)](a, b, *affine, out, total, cols, eps, **flags)
    else:
        sizes, a_strides, b_strides = _strided_layout(a, b, full, len(shape))
        _add_layer_norm_strided_kernel[(rows,)](
            a, b, *affine, out, total, cols, *sizes, *a_strides, *b_strides, eps, **flags
        )
    return (out, total) if keep_sum else out
