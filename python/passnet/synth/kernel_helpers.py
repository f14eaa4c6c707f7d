# ruff: noqa: ANN001, ANN202
"""Triton helpers a synthesised kernel calls; this file's text from ``# -- kernel helpers --`` on
is copied into every pass, as :mod:`passnet.synth.pass_runtime` is.

``_round`` converts a float32 value to a storage dtype. On a GPU that is ``.to(dtype)``, which
rounds to nearest even; Triton's interpreter (the CPU check) truncates to bfloat16 instead, so
there, with ``RNE`` set by the wrapper, the value is first rounded to nearest even by its bits,
after which truncating is exact."""

import triton
import triton.language as tl

# -- kernel helpers --


@triton.jit
def _round(x, dtype: tl.constexpr, RNE: tl.constexpr):
    if RNE and dtype == tl.bfloat16:
        bits = x.to(tl.uint32, bitcast=True)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        even = bits.to(tl.float32, bitcast=True)
        return tl.where(x != x, x, even).to(dtype)
    return x.to(dtype)
