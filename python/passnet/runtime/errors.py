"""Errors shared by the worker's backend registry and the pass backends (kept apart so that
neither has to import the other to raise them)."""

from __future__ import annotations

from passnet.integrity.rules import Verdict

__all__ = ["BackendError", "CompileError", "IntegrityFlagged"]


class BackendError(Exception):
    """A backend name cannot be resolved, or the backend is not available on the device."""


class CompileError(Exception):
    """Raised by a backend (factory or first call) to report a compile failure explicitly."""


class IntegrityFlagged(CompileError):
    """A pass broke an integrity rule before it ran (the static layer): never imported, scored
    as ``integrity_fail``."""

    def __init__(self, verdict: Verdict) -> None:
        first = verdict.violations[0]
        more = len(verdict.violations) - 1
        suffix = f" (and {more} more)" if more else ""
        super().__init__(f"integrity: {first.line()}{suffix}")
        self.verdict = verdict
