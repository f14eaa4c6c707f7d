"""Outputs of the row template that a chain of element moves makes from a value the tile
computes (a layer norm's result viewed, permuted, sliced, padded): how they reach the output.

Where every move of the chain is a view that copies nothing when applied to a contiguous tensor
(reshapes while the chain is still contiguous; permutes, slices and the like anywhere), the
value is computed into a contiguous buffer and the wrapper applies the moves to it, as eager
does: the output is a view of that buffer, with eager's strides, at no cost. Otherwise (a pad, a
reshape or ``contiguous`` after a permute: copies in eager) the store writes each element where
the chain sends it: from the element's index in the value, every move gives its index in its
result (a reshape linearises and unravels, a permute reorders, a slice keeps the elements it
selects at ``(i - start) / step``, a pad shifts them and crops), and the output, allocated
contiguous (and filled with the pad's value where the pad adds elements), is written at its
final index, masked to the elements the chain keeps."""

from __future__ import annotations

import torch
import torch.fx

from passnet.synth.moves import Builder
from passnet.synth.ops import IDENTITY, op_name
from passnet.synth.pattern import Unsupported

__all__ = ["chain_of", "copy_free", "forward", "view_lines"]

_RESHAPES = frozenset({"view", "reshape", "_unsafe_view", "flatten", "contiguous"})
_ALWAYS_VIEWS = frozenset({"permute", "transpose", "t", "getitem", "unsqueeze", "squeeze"})
_ORDERS = frozenset({"permute", "transpose", "t", "unsqueeze", "squeeze"})
_MOVES = _RESHAPES | _ORDERS | IDENTITY | {"pad"}


def chain_of(builder: Builder, out: torch.fx.Node) -> tuple[torch.fx.Node, list[torch.fx.Node]]:
    """The value ``out`` is moved from, and the moves in the order they apply."""
    moves: list[torch.fx.Node] = []
    node = out
    while node.op != "placeholder":
        name = op_name(node)
        src = node.args[0] if node.args else None
        if not isinstance(src, torch.fx.Node) or builder.infos(src)[0].items is not None:
            break  # a piece of a split is not a move of one value
        if name == "getitem":
            index = node.args[1]
            items = index if isinstance(index, tuple) else (index,)
            if any(isinstance(i, torch.fx.Node) for i in items):
                break
        elif name == "dropout":
            training = builder.static(node, *builder.operand(node, "training", 2, ("lit", True)))
            if training is not False:
                break
        elif name not in _MOVES:
            break
        moves.insert(0, node)
        node = src
    return node, moves


def copy_free(moves: list[torch.fx.Node]) -> bool:
    """Whether the moves copy nothing when applied to a contiguous tensor."""
    contiguous = True
    for node in moves:
        name = op_name(node)
        if name in _RESHAPES:
            if not contiguous:
                return False
        elif name in _ALWAYS_VIEWS:
            contiguous = contiguous and name in ("unsqueeze", "squeeze")
        elif name not in IDENTITY or name == "clone":
            return False
    return True


def view_lines(builder: Builder, base: str, moves: list[torch.fx.Node]) -> list[str]:
    """The wrapper's statements that make the chain's views of ``base`` (a contiguous buffer
    holding the chain's first value): the pattern's own view calls, a reshape as a ``view`` of
    the shape the wrapper computed, an identity as the value itself."""
    lines = [f"{builder.var(moves[0].args[0])} = {base}"]
    for node in moves:
        name = op_name(node)
        src = builder.var(node.args[0])
        if name in ("view", "reshape", "_unsafe_view", "flatten"):
            lines.append(f"{builder.var(node)} = {src}.view({builder.shape(node)})")
        elif name in _ALWAYS_VIEWS:
            lines.append(builder.pattern.statements[builder.position[node.name]])
        else:
            lines.append(f"{builder.var(node)} = {src}")
    return lines


def forward(
    builder: Builder, moves: list[torch.fx.Node], idx: list[str], mask: str
) -> tuple[list[str], str | None, str, list[tuple[str, str]]]:
    """The element at ``idx`` in the chain's first value: its row-major position in the last
    result where a reshape ends the chain (else None) and its index there otherwise, the mask
    of the elements the chain keeps, and each pad's ``(pads, fill)``."""
    flat: str | None = None
    shaped: torch.fx.Node | None = None  # the result ``flat`` is a position in, not unravelled
    fills: list[tuple[str, str]] = []
    for node in moves:
        name = op_name(node)
        src = node.args[0]
        assert isinstance(src, torch.fx.Node)
        if name in ("view", "reshape", "_unsafe_view", "flatten"):
            if flat is None:
                flat = builder.emit(builder.linearize(idx, builder.shape(src)), "l")
            shaped = node
            continue
        if name in IDENTITY:
            continue
        if shaped is not None:
            assert flat is not None
            idx = builder.unravel(flat, builder.shape(shaped), builder.rank(shaped))
            flat = shaped = None
        if name in _ORDERS:
            idx = ["0" if d is None else idx[d] for d in builder.src_dims(node)]
        elif name == "getitem":
            idx, mask = _select(builder, node, idx, mask)
        elif name == "pad":
            idx, mask, fill = _pad(builder, node, idx, mask)
            fills.append(fill)
        else:
            raise Unsupported(f"{node.name}: {name} between a reduction and an output")
    return idx, flat, mask, fills


def _select(
    builder: Builder, node: torch.fx.Node, idx: list[str], mask: str
) -> tuple[list[str], str]:
    """A slice's forward map: the element at ``i`` is kept where ``i - start`` is a multiple of
    the step below the result's length, at ``(i - start) / step``; an int keeps one position."""
    plan = builder.plan(node)
    index = node.args[1]
    items = list(index) if isinstance(index, tuple) else [index]
    rank = len(idx)
    used = sum(1 for i in items if i is not None and i is not Ellipsis)
    if Ellipsis in items:
        at = items.index(Ellipsis)
        items[at : at + 1] = [slice(None)] * (rank - used)
    items += [slice(None)] * (rank - sum(1 for i in items if i is not None))
    # a whole slice is the identity, unless the index differs between subgraphs
    varies = any(key[0] == builder.position[node.name] for key in builder.pattern.literal_params)
    out: list[str] = []
    k = 0
    for item in items:
        if item is None:
            out.append("0")
            continue
        start = f"{plan}[1][{k}][0]"
        if item == slice(None) and not varies:
            out.append(idx[k])
        elif isinstance(item, slice):
            start = builder.scalar(start)
            step = builder.scalar(f"{plan}[1][{k}][1]")
            length = builder.scalar(f"{plan}[0][{len(out)}]")
            moved = builder.emit(f"{idx[k]} - {start}", "i")
            at = builder.emit(f"{moved} // {step}", "i")
            mask = builder.emit(
                f"{mask} & ({moved} >= 0) & ({moved} % {step} == 0) & ({at} < {length})", "m"
            )
            out.append(at)
        else:
            mask = builder.emit(f"{mask} & ({idx[k]} == {builder.scalar(start)})", "m")
        k += 1
    return out, mask


def _pad(
    builder: Builder, node: torch.fx.Node, idx: list[str], mask: str
) -> tuple[list[str], str, tuple[str, str]]:
    """A constant pad's forward map: shifted by the left pads, kept inside the result."""
    mode = builder.operand(node, "mode", 2)
    if mode is not None and builder.static(node, *mode) != "constant":
        raise Unsupported(f"{node.name}: pad mode {builder.arg(node, *mode)!r}")
    pads = builder.source(node, *builder.operand(node, "pad", 1))
    fill_where = builder.operand(node, "value", 3)
    fill = "0.0"
    if fill_where is not None and builder.arg(node, *fill_where) is not None:
        fill = builder.source(node, *fill_where)
    out = list(idx)
    shape = builder.shape(node)
    for j in range(len(builder.arg(node, *builder.operand(node, "pad", 1))) // 2):
        d = len(idx) - 1 - j
        left = builder.scalar(f"_sizes(({pads},))[{2 * j}]")
        size = builder.scalar(f"{shape}[{d}]")
        out[d] = builder.emit(f"{idx[d]} + {left}", "i")
        mask = builder.emit(f"{mask} & ({out[d]} >= 0) & ({out[d]} < {size})", "m")
    return out, mask, (pads, fill)
