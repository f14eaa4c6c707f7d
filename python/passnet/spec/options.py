"""A run's enumerated options, typed: how candidates are called (:class:`Invocation`, see
:mod:`passnet.runtime.invocation`), how calls are timed (:class:`TimingMethod`, see
:mod:`passnet.runtime.worker.timing`) and what the L2 holds between calls (:class:`L2`).

Each value's spelling is its enum value, and each default is written once here. The spellings,
valid and invalid, with every parse and every error word for word, are tests/spellings.json,
which this module (tests/python/test_spellings.py) and the engine's parser
(src/passnet/bench/run_option_values.h) are both tested against, so that the two cannot drift
apart. A request carries them under its own names (docs/worker-protocol.md): ``invocation``,
``timing_method``, and the L2 as the bool ``flush_l2``.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Sequence
from typing import TypeVar

if sys.version_info >= (3, 11):
    from enum import StrEnum
else:  # pyproject allows 3.10, which has no StrEnum: the same behaviour, written out

    class StrEnum(str, enum.Enum):
        """A member is its value wherever a string is read: ``str()``, f-strings, JSON."""

        def __str__(self) -> str:
            return str.__str__(self)

        def __format__(self, spec: str) -> str:
            return str.__format__(str(self), spec)


__all__ = [
    "DEFAULT_INVOCATION",
    "DEFAULT_L2",
    "DEFAULT_TIMING",
    "L2",
    "Invocation",
    "OptionError",
    "StrEnum",
    "TimingMethod",
    "alternatives",
    "parse_invocation",
    "parse_l2",
    "parse_timing",
]


class Invocation(StrEnum):
    """How every candidate of a comparison is called (:mod:`passnet.runtime.invocation`)."""

    DYNAMO = "dynamo"
    DIRECT = "direct"
    CUDAGRAPH = "cudagraph"


class TimingMethod(StrEnum):
    """How calls are timed (:mod:`passnet.runtime.worker.timing`, docs/timing.md)."""

    BATCHED = "batched"
    GRAPHNET = "graphnet"


class L2(StrEnum):
    """What the L2 holds when a timed call starts: what earlier calls left, or nothing."""

    WARM = "warm"
    FLUSHED = "flushed"


DEFAULT_INVOCATION = Invocation.DYNAMO
DEFAULT_TIMING = TimingMethod.BATCHED
DEFAULT_L2 = L2.WARM


class OptionError(ValueError):
    """A spelling that names no value of its option; the message is tests/spellings.json's."""


def alternatives(spellings: Sequence[str]) -> str:
    """``a, b or c``: the choices as the spelling table's messages list them."""
    *head, last = spellings
    return f"{', '.join(head)} or {last}" if head else last


_Option = TypeVar("_Option", bound=StrEnum)


def _parse(option: type[_Option], name: str, text: str) -> _Option:
    for value in option:
        if value == text:
            return value
    raise OptionError(
        f"unknown {name} '{text}': expected {alternatives([value.value for value in option])}"
    )


def parse_invocation(text: str) -> Invocation:
    return _parse(Invocation, "invocation", text)


def parse_timing(text: str) -> TimingMethod:
    return _parse(TimingMethod, "timing", text)


def parse_l2(text: str) -> L2:
    return _parse(L2, "l2", text)
