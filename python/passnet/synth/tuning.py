"""Launch configurations a synthesised kernel picks from on each call, by shape class.

A table maps each template to rows ``[largest elements, block, warps]`` in increasing order
(``null``: no limit); the wrapper takes the first row whose limit the call's element count does
not pass, so a 2 K-element call and a 2 M-element call of one task get different blocks. The
table is written into each pass, readable. ``passnet synth --tuning TABLE`` reads one (JSON,
``{"format": "passnet-synth-tuning/1", "elementwise": [[4096, 256, 2], ...]}``); without one,
the built-in defaults below. Synthesis from one suite and one table is byte for byte the same.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from passnet.synth.trace import Traced

__all__ = ["DEFAULT_ELEMENTWISE", "FORMAT", "Tuning", "TuningError", "read_tuning"]

FORMAT = "passnet-synth-tuning/1"

# Small calls want few, short programs (a PassBench subgraph is often a few thousand elements,
# where a 1024-element block leaves most of the card idle but launches fewest programs); large
# ones want long blocks. Defaults, not measurements: `--tune` replaces them.
DEFAULT_ELEMENTWISE: tuple[tuple[int | None, int, int], ...] = (
    (1 << 12, 256, 2),
    (1 << 16, 512, 4),
    (None, 1024, 4),
)


class TuningError(Exception):
    """A tuning table that cannot be read, with the file and what is wrong."""


@dataclass(frozen=True)
class Tuning:
    table: dict[str, tuple[tuple[int | None, int, int], ...]] = field(
        default_factory=lambda: {"elementwise": DEFAULT_ELEMENTWISE}
    )
    source: str = "built-in defaults"

    def elementwise(self, group: Sequence[Traced]) -> dict[str, Any]:
        return {"table": self.table["elementwise"]}


def _rows(value: Any, where: str) -> tuple[tuple[int | None, int, int], ...]:
    if not isinstance(value, list) or not value:
        raise TuningError(f"{where}: a non-empty list of [limit, block, warps] rows")
    rows = []
    for row in value:
        if (
            not isinstance(row, list)
            or len(row) != 3
            or not (row[0] is None or isinstance(row[0], int))
            or not all(isinstance(v, int) and v > 0 and v & (v - 1) == 0 for v in row[1:])
        ):
            raise TuningError(
                f"{where}: row {row!r} is not [limit or null, block, warps] (powers of two)"
            )
        rows.append((row[0], row[1], row[2]))
    if rows[-1][0] is not None:
        raise TuningError(f"{where}: the last row's limit must be null (every call gets a row)")
    return tuple(rows)


def read_tuning(path: Path) -> Tuning:
    try:
        data = json.loads(path.read_text())
    except OSError as error:
        raise TuningError(f"{path}: cannot read: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise TuningError(f"{path}:{error.lineno}:{error.colno}: {error.msg}") from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TuningError(f"{path}: not a {FORMAT} table")
    return Tuning(
        {"elementwise": _rows(data.get("elementwise"), f"{path}: elementwise")}, str(path)
    )
