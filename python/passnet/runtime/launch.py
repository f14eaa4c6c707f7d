"""The import path pass files use for :class:`BoundKernel` (``from passnet.runtime.launch import
BoundKernel``): kept stable for passes written against it, while the launcher itself lives with
the pass backends in :mod:`passnet.runtime.passes.launch`."""

from __future__ import annotations

from passnet.runtime.passes.launch import BoundKernel

__all__ = ["BoundKernel"]
