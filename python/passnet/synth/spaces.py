"""The row space of the row template: which dimensions of its source a reduction reduces, and
the shapes that follow from it (:meth:`RowBuilder.tile` writes the tile's index over them).

A reduction's source is seen as rows (its kept dimensions) of columns (its reduced ones): the
last dimension of a softmax; a layer norm's trailing ``normalized_shape``; the ``dim`` of a sum
or a mean (spatial dimensions too, ``keepdim`` or not); a group norm's channels of one group
times the spatial dimensions (the channel dimension cut into ``num_groups`` outer pieces of
which the inner part is reduced); an adaptive average pool to 1 (the two spatial dimensions)
or to a size that divides the input (each spatial dimension cut into that many windows). A
program's rows are unravelled over the kept sizes and its columns over the reduced ones, both
computed by the wrapper per call; the source is read in place at the index they give."""

from __future__ import annotations

from dataclasses import dataclass

import torch.fx

from passnet.synth.moves import Builder
from passnet.synth.ops import op_name
from passnet.synth.pattern import Unsupported

__all__ = ["FULL", "REDUCTIONS", "Reduction", "Space", "reduction_of"]

# Reductions whose result has their source's shape (each element normalised by its row's
# statistics), and those that leave one value per row.
FULL = frozenset({"layer_norm", "rms_norm", "softmax", "log_softmax", "group_norm"})
REDUCTIONS = FULL | frozenset({"sum", "mean", "amax", "amin", "var", "std", "adaptive_avg_pool2d"})


@dataclass(frozen=True)
class Space:
    """The source's ``rank`` dimensions: those in ``reduced`` reduced whole; each of ``splits``,
    ``(dimension, pieces)`` with ``pieces`` a wrapper expression, cut into ``pieces`` outer
    parts (kept) of an inner part (reduced); the others kept."""

    rank: int
    reduced: tuple[int, ...]
    splits: tuple[tuple[int, str], ...] = ()

    @property
    def last(self) -> bool:
        """A reduction along the last dimension: the row template's first case, one row a
        contiguous run of a contiguous source."""
        return not self.splits and self.reduced == (self.rank - 1,)

    def axes(self) -> list[tuple[str, int]]:
        """The space's axes in the source's order: ``("dim", d)``, or ``("outer", d)`` and
        ``("inner", d)`` for a cut dimension."""
        cut = dict(self.splits)
        out: list[tuple[str, int]] = []
        for d in range(self.rank):
            out += [("outer", d), ("inner", d)] if d in cut else [("dim", d)]
        return out

    def kept(self) -> list[tuple[str, int]]:
        return [
            a
            for a in self.axes()
            if a[0] == "outer" or (a[0] == "dim" and a[1] not in self.reduced)
        ]

    def cols(self) -> list[tuple[str, int]]:
        return [
            a for a in self.axes() if a[0] == "inner" or (a[0] == "dim" and a[1] in self.reduced)
        ]

    def rows_first(self) -> bool:
        """Whether every kept axis comes before every reduced one: a row is then a contiguous
        run of a contiguous tensor of the source's shape (row ``r`` starts at ``r * length``)."""
        return self.axes() == self.kept() + self.cols()

    def length(self, shape: tuple[int, ...]) -> int:
        """A row's length for a source of ``shape`` (at most, where the pieces vary)."""
        cut = dict(self.splits)
        length = 1
        for d in [*self.reduced, *cut]:
            pieces = cut.get(d, "1")
            length *= shape[d] // (int(pieces) if pieces.isdigit() else 1)
        return length

    def forms(self, source: tuple[int, ...], shape: tuple[int, ...] | None) -> set[str]:
        """How ``shape`` relates to the space over a source of shape ``source``: ``full`` (the
        source's shape), ``keep`` or ``drop`` (one value per row, the reduced dimensions kept
        as 1s or dropped)."""
        cut = dict(self.splits)
        keep = [
            (int(cut[d]) if cut[d].isdigit() else -1) if d in cut else 1 if d in self.reduced else s
            for d, s in enumerate(source)
        ]
        drop = [s for d, s in enumerate(keep) if d not in self.reduced]
        candidates = (("full", list(source)), ("keep", keep), ("drop", drop))
        return {f for f, s in candidates if shape is not None and s == list(shape)}

    def size(self, axis: tuple[str, int], shape: str) -> str:
        """The wrapper expression of ``axis``'s size, ``shape`` the source's shape."""
        kind, d = axis
        pieces = dict(self.splits).get(d)
        if kind == "outer":
            return f"{pieces}"
        if kind == "inner":
            return f"{shape}[{d}] // {pieces}"
        return f"{shape}[{d}]"


@dataclass(frozen=True)
class Reduction:
    """A reduction's space; ``full``: its result has the source's shape; ``keepdim``: a
    reducing one keeps its reduced dimensions as 1s."""

    space: Space
    full: bool
    keepdim: bool


def _keepdim(builder: Builder, node: torch.fx.Node, position: int) -> bool:
    where = builder.operand(node, "keepdim", position)
    return bool(builder.static(node, *where)) if where is not None else False


def reduction_of(builder: Builder, node: torch.fx.Node) -> Reduction:
    """The dimensions ``node`` reduces, from its literals (the same in every subgraph: the
    kernel's index arithmetic is written for them)."""
    name = op_name(node)
    src = node.args[0]
    assert isinstance(src, torch.fx.Node)
    rank = builder.rank(src)
    if name in ("layer_norm", "rms_norm"):
        shape = builder.static(node, *builder.operand(node, "normalized_shape", 1))
        count = len(shape) if isinstance(shape, (list, tuple)) else 1
        if not 0 < count <= rank:
            raise Unsupported(f"{node.name}: {name} over {count} dimensions of {rank}")
        return Reduction(Space(rank, tuple(range(rank - count, rank))), True, False)
    if name == "group_norm":
        if rank < 2:
            raise Unsupported(f"{node.name}: group_norm of a tensor without channels")
        groups = builder.source(node, *builder.operand(node, "num_groups", 1))
        return Reduction(Space(rank, tuple(range(2, rank)), ((1, groups),)), True, False)
    if name == "adaptive_avg_pool2d":
        size = builder.static(node, *builder.operand(node, "output_size", 1))
        sizes = [size, size] if size is None or isinstance(size, int) else list(size)
        if rank not in (3, 4) or len(sizes) != 2:
            raise Unsupported(f"{node.name}: adaptive_avg_pool2d of rank {rank} to {size!r}")
        reduced = tuple(rank - 2 + j for j, s in enumerate(sizes) if s == 1)
        splits = tuple((rank - 2 + j, repr(s)) for j, s in enumerate(sizes) if s not in (None, 1))
        if not reduced and not splits:
            raise Unsupported(f"{node.name}: adaptive_avg_pool2d to the input's size")
        return Reduction(Space(rank, reduced, splits), False, True)
    where = builder.operand(node, "dim", 1)
    if where is None or builder.arg(node, *where) in (None, [], ()):
        raise Unsupported(f"{node.name}: {name} over every dimension")
    dim = builder.static(node, *where)
    dims = tuple(sorted({d % rank for d in ([dim] if isinstance(dim, int) else dim)}))
    if name in FULL:  # softmax, log_softmax
        return Reduction(Space(rank, dims), True, False)
    # var(x, dim, unbiased, keepdim): keepdim comes one place later than for the others
    return Reduction(
        Space(rank, dims), False, _keepdim(builder, node, 3 if name in ("var", "std") else 2)
    )
