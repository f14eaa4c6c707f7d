"""Launch configurations a synthesised kernel picks from on each call, by shape class.

A table maps each template to rows in increasing order of their first field, a limit
(``null``: no limit): the wrapper takes the first row whose limit the call does not pass, so a
2 K-element call and a 2 M-element call of one task get different blocks. ``elementwise`` rows
are ``[largest elements, block, warps]``; ``gemm`` and ``conv`` rows ``[largest M * N, BLOCK_M,
BLOCK_N, BLOCK_K, warps]``. The table is written into each pass, readable. ``passnet synth
--tuning TABLE`` reads one (JSON, ``{"format": "passnet-synth-tuning/1", "elementwise":
[[4096, 256, 2], ...], "gemm": [...]}``, other keys ignored: ``passnet synth --tune`` adds
what it measured); a template the table leaves out keeps its built-in defaults. Synthesis from
one suite and one table is byte for byte the same.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from passnet.synth.trace import Traced

__all__ = ["ARITY", "DEFAULT_ELEMENTWISE", "FORMAT", "Row", "Tuning", "TuningError", "read_tuning"]

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


Row = tuple[int | None, ...]
# Fields of a row after its limit, per template.
ARITY = {"elementwise": 2, "gemm": 4, "conv": 4}


@dataclass(frozen=True)
class Tuning:
    table: dict[str, tuple[Row, ...]] = field(
        default_factory=lambda: {"elementwise": DEFAULT_ELEMENTWISE}
    )
    source: str = "built-in defaults"

    def elementwise(self, group: Sequence[Traced]) -> dict[str, Any]:
        return {"table": self.table.get("elementwise", DEFAULT_ELEMENTWISE)}


def _rows(value: Any, where: str, arity: int) -> tuple[Row, ...]:
    shape = "[limit or null, block, warps]" if arity == 2 else "[limit or null, BM, BN, BK, warps]"
    if not isinstance(value, list) or not value:
        raise TuningError(f"{where}: a non-empty list of {shape} rows")
    rows = []
    for row in value:
        if (
            not isinstance(row, list)
            or len(row) != arity + 1
            or not (row[0] is None or (isinstance(row[0], int) and row[0] > 0))
            or not all(isinstance(v, int) and v > 0 and v & (v - 1) == 0 for v in row[1:])
        ):
            raise TuningError(f"{where}: row {row!r} is not {shape} (powers of two)")
        rows.append(tuple(row))
    limits = [row[0] for row in rows]
    if limits[-1] is not None or None in limits[:-1]:
        raise TuningError(f"{where}: only the last row's limit is null (every call gets a row)")
    if limits[:-1] != sorted(set(limits[:-1])):
        raise TuningError(f"{where}: limits must increase, row by row")
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
    table = {
        template: _rows(data[template], f"{path}: {template}", arity)
        for template, arity in ARITY.items()
        if template in data
    }
    if not table:
        raise TuningError(f"{path}: no template's rows ({', '.join(ARITY)})")
    return Tuning(table, str(path))
