"""Inference batch norm followed by SiLU, in one Triton kernel.

Matches ``F.silu(F.batch_norm(x, mean, var, weight, bias, False, momentum, eps), inplace)``
for any momentum, eps and inplace, with or without the affine weight and bias (the conv, batch
norm, SiLU blocks of UNet-, YOLO- and EfficientNet-style networks, run in eval mode; ``training``
stays a literal ``False``, since training-mode batch norm is another computation). Eager runs
the batch norm and then the SiLU over its output, reading and writing the activation twice; this
pass normalises, scales, shifts and applies SiLU in registers (float32), reading ``x`` once and
writing the result once. Channels are on dim 1; the per-channel parameters may be float32 while
``x`` is half precision.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


def pattern(x, running_mean, running_var, weight, bias, momentum, eps, inplace):
    batch_norm = torch.nn.functional.batch_norm
    y = batch_norm(x, running_mean, running_var, weight, bias, False, momentum, eps)
    return torch.nn.functional.silu(y, inplace=inplace)


def replacement_args(x, running_mean, running_var, weight, bias, momentum, eps, inplace):
    # momentum only updates running statistics in training mode; an inplace SiLU writes into
    # the batch norm's own output, which nothing else reads
    return (x, running_mean, running_var, weight, bias, eps)


@BoundKernel
@triton.jit
def _batch_norm_silu_rows_kernel(
    x_ptr,
    mean_ptr,
    var_ptr,
    weight_ptr,
    bias_ptr,
    out_ptr,
    channels,
    inner,
    eps,
    HAS_WEIGHT: tl.constexpr,
    HAS_BIAS: tl.constexpr,
    BLOCK: tl.constexpr,
):
    # Contiguous x: program (row, block), row = n * C + c; the channel's parameters are scalars.
    row = tl.program_id(0)
    c = row % channels
    mean = tl.load(mean_ptr + c).to(tl.float32)
    var = tl.load(var_ptr + c).to(tl.float32)
    scale = 1.0 / tl.sqrt(var + eps)
    if HAS_WEIGHT:
        scale = scale * tl.load(weight_ptr + c).to(tl.float32)
    b = 0.0
    if HAS_BIAS:
        b = tl.load(bias_ptr + c).to(tl.float32)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    inside = cols < inner
    offsets = row.to(tl.int64) * inner + cols
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    y = (x - mean) * scale + b
    y = y / (1.0 + tl.exp(-y))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@BoundKernel
@triton.jit
def _batch_norm_silu_flat_kernel(
    x_ptr,
    mean_ptr,
    var_ptr,
    weight_ptr,
    bias_ptr,
    out_ptr,
    n,
    channels,
    d2,
    d3,
    s0,
    s1,
    s2,
    s3,
    eps,
    HAS_WEIGHT: tl.constexpr,
    HAS_BIAS: tl.constexpr,
    BLOCK: tl.constexpr,
):
    # Any strides (x viewed as N, C, d2, d3); the output is contiguous.
    offsets = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    c = (offsets // (d3 * d2)) % channels
    i0 = offsets // (d3 * d2 * channels)
    x = tl.load(x_ptr + i0 * s0 + c * s1 + i2 * s2 + i3 * s3, mask=inside, other=0.0)
    mean = tl.load(mean_ptr + c, mask=inside, other=0.0).to(tl.float32)
    var = tl.load(var_ptr + c, mask=inside, other=1.0).to(tl.float32)
    scale = 1.0 / tl.sqrt(var + eps)
    if HAS_WEIGHT:
        scale = scale * tl.load(weight_ptr + c, mask=inside, other=0.0).to(tl.float32)
    y = (x.to(tl.float32) - mean) * scale
    if HAS_BIAS:
        y = y + tl.load(bias_ptr + c, mask=inside, other=0.0).to(tl.float32)
    y = y / (1.0 + tl.exp(-y))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def batch_norm_silu(x, running_mean, running_var, weight, bias, eps):
    contiguous = x.is_contiguous()
    # empty_like keeps a contiguous x's layout, the one the kernels write
    out = (
        torch.empty_like(x) if contiguous else torch.empty(x.shape, dtype=x.dtype, device=x.device)
    )
    n = x.numel()
    if n == 0:
        return out
    channels = x.shape[1]
    # an absent weight or bias is compiled out; its pointer argument is any valid tensor
    affine = (
        running_mean if weight is None else weight,
        running_mean if bias is None else bias,
    )
    flags = {"HAS_WEIGHT": weight is not None, "HAS_BIAS": bias is not None}
    inner = n // (x.shape[0] * channels)
    if inner >= 512 and contiguous:
        block = min(2048, triton.next_power_of_2(inner))
        grid = (x.shape[0] * channels, triton.cdiv(inner, block))
        _batch_norm_silu_rows_kernel[grid](
            x, running_mean, running_var, *affine, out, channels, inner, eps, **flags, BLOCK=block
        )
        return out
    if x.dim() > 4:
        raise NotImplementedError(f"batch_norm_silu: strided x of at most 4 dims, got {x.shape}")
    pad = 4 - x.dim()
    sizes = tuple(x.shape) + (1,) * pad
    strides = x.stride() + (0,) * pad
    block = 1024
    _batch_norm_silu_flat_kernel[(triton.cdiv(n, block),)](
        x,
        running_mean,
        running_var,
        *affine,
        out,
        n,
        channels,
        sizes[2],
        sizes[3],
        *strides,
        eps,
        **flags,
        BLOCK=block,
    )
    return out


def replacement_func():
    return batch_norm_silu
