"""Errors shared by the worker's backend registry and the pass backends (kept apart so that
neither has to import the other to raise them)."""

from __future__ import annotations

__all__ = ["BackendError", "CompileError"]


class BackendError(Exception):
    """A backend name cannot be resolved, or the backend is not available on the device."""


class CompileError(Exception):
    """Raised by a backend (factory or first call) to report a compile failure explicitly."""
