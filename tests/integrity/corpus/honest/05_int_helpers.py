"""Pure helpers on integers: the launch grid, a block size and strides padded to four dimensions
are computed by module functions the wrapper calls (transitively on the replacement side).
"""
# integrity-expect: honest

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl


def pattern(scores, mask):
    scaled = scores * 0.125
    return scaled + mask


def replacement_args(scores, mask):
    return (scores, mask)


@triton.jit
def _scale_add_strided_kernel(
    x, m, out, n, d1, d2, d3, xs0, xs1, xs2, xs3, ms0, ms1, ms2, ms3, BLOCK: tl.constexpr
):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    xv = tl.load(x + i0 * xs0 + i1 * xs1 + i2 * xs2 + i3 * xs3, mask=inside, other=0.0)
    mv = tl.load(m + i0 * ms0 + i1 * ms1 + i2 * ms2 + i3 * ms3, mask=inside, other=0.0)
    tl.store(out + offsets, xv.to(tl.float32) * 0.125 + mv.to(tl.float32), mask=inside)


def _block_for(n: int) -> int:
    return min(1024, max(16, triton.next_power_of_2(n)))


def _grid(n: int, block: int) -> tuple[int]:
    return (triton.cdiv(n, block),)


def _padded(values: tuple[int, ...], fill: int) -> tuple[int, ...]:
    return (fill,) * (4 - len(values)) + tuple(values)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    shape = torch.broadcast_shapes(scores.shape, mask.shape)
    if len(shape) > 4:
        raise NotImplementedError("scale_add_mask: at most 4 dimensions")
    x = scores.expand(shape)
    m = mask.expand(shape)
    out = torch.empty(shape, dtype=scores.dtype, device=scores.device)
    n = out.numel()
    block = _block_for(n)
    sizes, x_strides, m_strides = (
        _padded(tuple(shape), 1),
        _padded(x.stride(), 0),
        _padded(m.stride(), 0),
    )
    _scale_add_strided_kernel[_grid(n, block)](
        x, m, out, n, *sizes[1:], *x_strides, *m_strides, BLOCK=block
    )
    return out


def replacement_func():
    return scale_add_mask
