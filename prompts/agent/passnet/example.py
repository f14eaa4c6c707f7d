# pass_dir/FuseAdd.py, listed in pass_dir/sorted_output_pass_rule_names.json as ["FuseAdd"]
import torch
import triton
import triton.language as tl


def pattern(x, y):
    return x + y


def replacement_args(x, y):
    return (x, y)


@triton.jit
def _add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    x = tl.load(x_ptr + offsets, mask=inside)
    y = tl.load(y_ptr + offsets, mask=inside)
    tl.store(out_ptr + offsets, (x + y).to(out_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def triton_add(x, y):
    shape = torch.broadcast_shapes(x.shape, y.shape)
    x, y = x.expand(shape).contiguous(), y.expand(shape).contiguous()
    out = torch.empty(shape, dtype=torch.promote_types(x.dtype, y.dtype), device=x.device)
    n = out.numel()
    _add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
    return out


def replacement_func():
    return triton_add
