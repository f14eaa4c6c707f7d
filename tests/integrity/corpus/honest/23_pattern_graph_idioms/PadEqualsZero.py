"""The second rule of the folder (see ``ScaleMaskDunder.py``): a right pad by one column of zeros
followed by a comparison with zero, written as dynamo writes it; the kernel pads and compares in
one pass over a contiguous 2-D input."""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl


def pattern(in_0):
    torch._assert(in_0.dim() == 2, "2-D input")
    padded = torch._C._nn.pad(in_0, (0, 1), mode="constant", value=0.0)
    return padded.__eq__(0)


def replacement_args(in_0):
    return (in_0,)


@triton.jit
def _pad_eq_kernel(x, out, n, width, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    row = offsets // (width + 1)
    column = offsets % (width + 1)
    original = column < width
    value = tl.load(x + row * width + column, mask=inside & original, other=0.0)
    tl.store(out + offsets, value == 0.0, mask=inside)


@torch.fx.wrap
def pad_equals_zero(in_0):
    if in_0.dim() != 2 or not in_0.is_contiguous():
        raise NotImplementedError("pad_equals_zero: contiguous 2-D inputs only")
    rows, width = in_0.shape
    out = torch.empty((rows, width + 1), dtype=torch.bool, device=in_0.device)
    n = out.numel()
    _pad_eq_kernel[(triton.cdiv(n, 1024),)](in_0, out, n, width, BLOCK=1024)
    return out


def replacement_func():
    return pad_equals_zero
