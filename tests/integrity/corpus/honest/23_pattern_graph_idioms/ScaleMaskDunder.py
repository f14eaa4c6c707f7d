"""Patterns written as GraphNet's graphs write them: the operators called as dunders
(``scores.__mul__(0.125).__add__(mask)``, as dynamo prints ``in_0.__eq__(0)``), and in the
folder's second rule ``torch._C._nn.pad`` with keyword arguments beside ``__eq__`` and a private
one-level op (``torch._assert``). Pattern code computes with torch by design; the replacement is
the plain Triton pass.
"""
# integrity-expect: honest

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl


def pattern(scores, mask):
    scaled = scores.__mul__(0.125)
    return scaled.__add__(mask)


def replacement_args(scores, mask):
    return (scores, mask)


@triton.jit
def _kernel(x, m, out, n, d1, d2, d3, ms0, ms1, ms2, ms3, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    xv = tl.load(x + offsets, mask=inside, other=0.0)
    mv = tl.load(m + i0 * ms0 + i1 * ms1 + i2 * ms2 + i3 * ms3, mask=inside, other=0.0)
    tl.store(out + offsets, xv * 0.125 + mv, mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    if scores.dim() != 4 or not scores.is_contiguous():
        raise NotImplementedError("scale_add_mask: contiguous 4-D scores only")
    m = mask.expand(scores.shape)
    out = torch.empty_like(scores)
    n = out.numel()
    _kernel[(triton.cdiv(n, 1024),)](scores, m, out, n, *scores.shape[1:], *m.stride(), BLOCK=1024)
    return out


def replacement_func():
    return scale_add_mask
