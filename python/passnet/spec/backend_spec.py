"""A backend as a run names it, parsed once: its kind, and the name or path it carries.

=======================================  ==============================================
``eager``, ``inductor``, ``my_backend``  named: registered, built in, or an entry point
``module.sub:function.attr``             plugin: the function is the factory
``passes:PATH``                          PassNet-format passes on dynamo's graphs
``passes+inductor:PATH``                 the same inside Inductor, lowered where they can be
``passes+custom-op:PATH``                inside Inductor, each replacement a custom op
``passnet-passes:DIR``                   a PassNet task's pass_dir, applied as PassNet does
``model-passes:PATH``                    a pass set on whole models, lowered where it can be
``model-passes+custom-op:PATH``          the same, each replacement a custom op
``pass_dir``, ``pass_dir:FOLDER``        each task's own pass_dir (the engine expands it)
=======================================  ==============================================

``{task}`` in the path of ``passes*`` and ``passnet-passes`` stands for each task's id, which
the engine fills in (``per_task``). What each kind runs is :mod:`passnet.runtime.worker.backends`.

Every spelling, valid and invalid, with its parse or its error word for word, is in
tests/spellings.json, which this module (tests/python/test_spellings.py) and the engine's parser
(src/passnet/bench/backend_spec.h) are both tested against.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from passnet.spec.options import StrEnum, alternatives

__all__ = [
    "TASK_FIELD",
    "BackendKind",
    "BackendSpec",
    "BackendSpecError",
    "InductorUse",
    "parse_backend_spec",
    "prefixes_of",
    "recorded_backend_spec",
]

TASK_FIELD = "{task}"


class BackendKind(StrEnum):
    NAMED = "named"
    PLUGIN = "plugin"
    PASSES = "passes"
    PASSNET_PASSES = "passnet-passes"
    MODEL_PASSES = "model-passes"
    PASS_DIR = "pass_dir"


class InductorUse(StrEnum):
    """How the replacements of a pass backend meet Inductor."""

    NONE = "none"
    """No Inductor: the rewritten graph runs as it is."""
    LOWERED = "lowered"
    """Inlined into Inductor's code where they can be, else custom ops."""
    CUSTOM_OP = "custom-op"
    """Each a custom op Inductor compiles around."""


class BackendSpecError(ValueError):
    """A backend name that is no backend; the message is tests/spellings.json's."""


@dataclass(frozen=True)
class _Prefix:
    text: str
    kind: BackendKind
    inductor: InductorUse
    what: str
    """What the path names, for the error of an empty one."""
    no_task: str | None = None
    """Why the path takes no ``{task}``; None where it does."""


_PREFIXES = (
    _Prefix("passes", BackendKind.PASSES, InductorUse.NONE, "a pass file or folder"),
    _Prefix("passes+inductor", BackendKind.PASSES, InductorUse.LOWERED, "a pass file or folder"),
    _Prefix("passes+custom-op", BackendKind.PASSES, InductorUse.CUSTOM_OP, "a pass file or folder"),
    _Prefix("passnet-passes", BackendKind.PASSNET_PASSES, InductorUse.NONE, "a PassNet pass_dir"),
    _Prefix(
        "model-passes",
        BackendKind.MODEL_PASSES,
        InductorUse.LOWERED,
        "a pass set",
        "one pass set serves every model",
    ),
    _Prefix(
        "model-passes+custom-op",
        BackendKind.MODEL_PASSES,
        InductorUse.CUSTOM_OP,
        "a pass set",
        "one pass set serves every model",
    ),
    _Prefix(
        "pass_dir",
        BackendKind.PASS_DIR,
        InductorUse.NONE,
        "a folder of per-task pass_dirs",
        "it is the folder that holds one pass_dir per task",
    ),
)
_BY_TEXT = {prefix.text: prefix for prefix in _PREFIXES}
_BY_MEANING = {(prefix.kind, prefix.inductor): prefix for prefix in _PREFIXES}
_DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


@dataclass(frozen=True)
class BackendSpec:
    """A parsed backend name (:func:`parse_backend_spec`); :attr:`text` spells it back."""

    kind: BackendKind
    name: str = ""
    """Named and plugin backends: the whole name."""
    path: str = ""
    """Prefixed kinds: what follows the first ``:`` (empty for a bare ``pass_dir``)."""
    inductor: InductorUse = InductorUse.NONE
    per_task: bool = False
    """The path holds ``{task}``, which the engine replaces by each task's id."""

    @property
    def prefix(self) -> str:
        """The kind as spelled before the path (``passes+inductor``); empty for named and
        plugin backends."""
        if self.kind in (BackendKind.NAMED, BackendKind.PLUGIN):
            return ""
        return _BY_MEANING[(self.kind, self.inductor)].text

    @property
    def text(self) -> str:
        """The canonical spelling: ``parse_backend_spec(text).text == text``."""
        if not self.prefix:
            return self.name
        return f"{self.prefix}:{self.path}" if self.path else self.prefix


def prefixes_of(kind: BackendKind) -> list[str]:
    """The spellings before ``:`` of ``kind``, in table order."""
    return [prefix.text for prefix in _PREFIXES if prefix.kind is kind]


def _error(text: str, why: str) -> BackendSpecError:
    return BackendSpecError(f"backend '{text}': {why}")


def parse_backend_spec(text: str) -> BackendSpec:
    """What ``text`` names; :class:`BackendSpecError` when it names no backend."""
    if not text:
        raise BackendSpecError("empty backend name")
    head, colon, path = text.partition(":")
    if not colon:
        if text == BackendKind.PASS_DIR:
            return BackendSpec(BackendKind.PASS_DIR)
        if TASK_FIELD in text:
            takers = [prefix.text for prefix in _PREFIXES if prefix.no_task is None]
            raise _error(text, f"{TASK_FIELD} stands only in the path of {alternatives(takers)}")
        return BackendSpec(BackendKind.NAMED, name=text)
    prefix = _BY_TEXT.get(head)
    if prefix is not None:
        if not path:
            raise _error(text, f"expected {prefix.text}:PATH ({prefix.what})")
        per_task = TASK_FIELD in path
        if per_task and prefix.no_task is not None:
            raise _error(text, f"{prefix.kind} takes no {TASK_FIELD} ({prefix.no_task})")
        return BackendSpec(prefix.kind, path=path, inductor=prefix.inductor, per_task=per_task)
    if _DOTTED.fullmatch(head) and _DOTTED.fullmatch(path):
        return BackendSpec(BackendKind.PLUGIN, name=text)
    kinds = alternatives([*_BY_TEXT, "module:function"])
    raise _error(text, f"unknown kind '{head}': expected {kinds}")


def recorded_backend_spec(text: str) -> BackendSpec | None:
    """The spec of a name a run recorded, or None where this version reads no backend in it: an
    older spelling (``passes+lowered:`` in some committed runs), which readers of recorded runs
    show as it is and leave out of what needs a kind."""
    try:
        return parse_backend_spec(text)
    except BackendSpecError:
        return None
