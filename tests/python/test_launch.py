"""BoundKernel on a machine without CUDA: every launch takes Triton's own path (the interpreter
here, TRITON_INTERPRET=1 from conftest), and its results are Triton's. The direct path runs on the
GPU host, where bench/passbench/pass_overhead.py checks it against Triton's launch."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

triton = pytest.importorskip("triton")
tl = pytest.importorskip("triton.language")

from passnet.runtime.passes.launch import (  # noqa: E402
    BoundKernel,
    _StaticLaunch,
    _Unkeyable,
    fast_key_function,
    keyed_arguments,
)


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


def test_generated_launch_keys_equal_the_general_ones() -> None:
    x = torch.zeros(8)
    y = torch.zeros(9, dtype=torch.float16)[1:]  # an address 2 bytes off 16-byte alignment
    options = {"BLOCK": 128, "num_warps": 4}
    for args in [(x, y, 3, 1.5, None, True), (x,), (x, 1, 0, 2**40), (y, x, False)]:
        fast_key = fast_key_function(args, on="is_cpu")
        assert fast_key(args, options) == keyed_arguments(args, options, on="is_cpu")
    assert keyed_arguments((y,), {}, on="is_cpu")[0][1] == ((torch.float16, False),)


def test_generated_launch_keys_refuse_calls_of_other_kinds() -> None:
    x = torch.zeros(8)
    fast_key = fast_key_function((x, 3, 1.5, None, True), on="is_cpu")
    assert fast_key((x, 4, 2.5, None, False), {}) is not None
    for other in [
        (x, 3.0, 1.5, None, True),  # a float where an int was: Triton types it otherwise
        (x, 3, 1, None, True),
        (x, 3, 1.5, x, True),
        (x, 3, 1.5, None, 1),  # 1 == True, but not the same specialisation
        (3, 3, 1.5, None, True),
        (x, 3, 1.5, None),
        (torch.zeros(8, device="meta"), 3, 1.5, None, True),  # not on the launch device
    ]:
        assert fast_key(other, {}) is None, other
    with pytest.raises(_Unkeyable):
        fast_key_function(("x", x))


def test_torch_launcher_arguments_follow_the_compiled_signature() -> None:
    """What _StaticLaunch derives from a compiled kernel's source and metadata (the launch itself
    needs CUDA: pass_overhead.py checks it against Triton's launch on the GPU host)."""
    source = SimpleNamespace(
        fn=SimpleNamespace(arg_names=["x_ptr", "out_ptr", "n", "one", "eps", "BLOCK"]),
        signature={
            "x_ptr": "*fp32",
            "out_ptr": "*fp16",
            "n": "i32",
            "one": "constexpr",
            "eps": "fp32",
            "BLOCK": "constexpr",
        },
        constants={(3,): 1, (5,): 128},
    )
    metadata = SimpleNamespace(
        num_warps=4, shared=0, num_ctas=1, global_scratch_size=0, profile_scratch_size=0
    )
    compiled = SimpleNamespace(src=source, metadata=metadata, function=0)
    static = _StaticLaunch("launcher", compiled, 5)
    assert static.arg_types == "OOifOO"  # two null scratch pointers at the end
    assert static.pick((10, 20, 300, 1, 0.5)) + static.scratch == (10, 20, 300, 0.5, None, None)
    for unsupported in ({"num_ctas": 2}, {"global_scratch_size": 64}, {"launch_pdl": True}):
        odd = SimpleNamespace(**{**vars(metadata), **unsupported})
        with pytest.raises(NotImplementedError):
            _StaticLaunch("launcher", SimpleNamespace(src=source, metadata=odd, function=0), 5)
