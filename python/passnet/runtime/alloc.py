"""Output allocation for pass wrappers at the cost Inductor's generated code pays.

``torch.empty_like(x)`` goes through the Python argument parser and the dispatcher before it
reaches the caching allocator; on PassBench's subgraphs, where a whole call takes tens of
microseconds, that is a visible share of a pass's time. Inductor's wrappers allocate their
outputs through ``torch._C._dynamo.guards._empty_strided_cuda``, a C entry that calls the CUDA
caching allocator directly on the current device. :func:`empty_like` does the same for a
contiguous CUDA tensor on the current device and is ``torch.empty_like`` everywhere else (other
layouts, other devices, CPU, a torch without that entry), so it is always torch that allocates,
as PassBench's pass format asks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

__all__ = ["empty_like"]


def _fast_allocator() -> Callable[..., torch.Tensor] | None:
    guards: Any = getattr(getattr(torch._C, "_dynamo", None), "guards", None)
    allocate = getattr(guards, "_empty_strided_cuda", None)
    if allocate is None or not torch.cuda.is_available():
        return None
    return allocate


_allocate = _fast_allocator()
_current_device: Callable[[], int] = getattr(torch._C, "_cuda_getDevice", lambda: -1)


def empty_like(x: torch.Tensor) -> torch.Tensor:
    """An uninitialised tensor of ``x``'s shape, dtype and device, contiguous when ``x`` is
    (as ``torch.empty_like`` with its default ``preserve_format``)."""
    if (
        _allocate is not None
        and x.is_cuda
        and x.is_contiguous()
        and x.get_device() == _current_device()
    ):
        return _allocate(tuple(x.shape), x.stride(), x.dtype)
    return torch.empty_like(x)
