"""BoundKernel on a machine without CUDA: every launch takes Triton's own path (the interpreter
here, TRITON_INTERPRET=1 from conftest), and its results are Triton's. The direct path runs on the
GPU host, where bench/passbench/pass_overhead.py checks it against Triton's launch."""

from __future__ import annotations

import pytest
import torch

triton = pytest.importorskip("triton")
tl = pytest.importorskip("triton.language")

from passnet.runtime.launch import BoundKernel, _Unkeyable, keyed_arguments  # noqa: E402


@BoundKernel
@triton.jit
def _scale_kernel(x_ptr, out_ptr, n, factor, BLOCK: tl.constexpr = 128):  # noqa: ANN001, ANN202
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    x = tl.load(x_ptr + offsets, mask=inside)
    tl.store(out_ptr + offsets, x * factor, mask=inside)


def test_launches_through_triton_off_cuda_and_computes_the_kernel() -> None:
    x = torch.arange(300, dtype=torch.float32)
    for block in (128, 64):
        out = torch.empty_like(x)
        _scale_kernel[(triton.cdiv(300, block),)](x, out, 300, 0.5, BLOCK=block)
        torch.testing.assert_close(out, x * 0.5)
    out = torch.empty_like(x)
    _scale_kernel[(3,)](x, out, 300, 2.0)  # BLOCK from its default
    torch.testing.assert_close(out, x * 2.0)
    out = torch.empty_like(x)
    _scale_kernel[lambda meta: (triton.cdiv(300, meta["BLOCK"]),)](x, out, 300, 3.0, BLOCK=32)
    torch.testing.assert_close(out, x * 3.0)
    assert _scale_kernel.launches == 4
    assert _scale_kernel.direct_launches == 0


def test_cpu_tensors_and_unknown_arguments_have_no_launch_key() -> None:
    with pytest.raises(_Unkeyable, match="cpu tensor"):
        keyed_arguments((torch.zeros(4), 4), {})
    with pytest.raises(_Unkeyable, match="no tensor"):
        keyed_arguments((4, 1.0, None, True), {})
    with pytest.raises(_Unkeyable, match="str"):
        keyed_arguments(("x",), {})
