"""A slice right after a convolution (its only reader; slices only, whole channels), written by
the convolution template's store: each element's index in the slice is computed forward from
its index in the convolution's output (``(position - start) / step``), and the elements the
slice drops are masked out of the store. A padded convolution's trimmed last position
(``x[..., :-1]``) and a transposed convolution cut to length (``x[..., :n]``) are such slices."""

from __future__ import annotations

from typing import Any

import torch
import torch.fx

from passnet.synth.moves import Builder
from passnet.synth.ops import op_name
from passnet.synth.pattern import Unsupported

__all__ = ["head_index", "slice_head"]


def slice_head(builder: Builder, conv: torch.fx.Node) -> tuple[torch.fx.Node, list[int]]:
    """The slice the store writes, where the convolution's only reader is one (else the
    convolution itself), and the dimensions it may cut (a whole-dimension literal cuts none):
    ``x[..., :-1]`` trims a padded convolution's last position."""
    users = list(conv.users)
    if len(users) != 1 or op_name(users[0]) != "getitem" or users[0].args[0] is not conv:
        return conv, []
    head = users[0]
    index = builder.arg(head, "args", 1)
    paths: list[tuple[Any, ...] | None]
    if isinstance(index, tuple):
        items, paths = list(index), [("args", 1, i) for i in range(len(index))]
    else:
        items, paths = [index], [("args", 1)]
    if not all(isinstance(i, slice) or i is Ellipsis for i in items):
        return conv, []
    rank = builder.rank(conv)
    if Ellipsis in items:
        at = items.index(Ellipsis)
        whole = rank - len(items) + 1
        items[at : at + 1], paths[at : at + 1] = [slice(None)] * whole, [None] * whole
    items += [slice(None)] * (rank - len(items))
    paths += [None] * (rank - len(paths))
    position = builder.position[head.name]
    cut = [
        d
        for d, (item, path) in enumerate(zip(items, paths, strict=True))
        if item != slice(None) or (position, path) in builder.pattern.literal_params
    ]
    pairs = zip(builder.infos(head), builder.infos(conv), strict=True)
    if any(i.shape is None or c.shape is None or i.shape[1] != c.shape[1] for i, c in pairs):
        raise Unsupported(f"{head.name}: a slice of the convolution's channels")
    return head, cut


def head_index(
    builder: Builder, conv: torch.fx.Node, head: torch.fx.Node, cut: list[int], at: list[str]
) -> tuple[list[str], str]:
    """The index in the slice ``head`` of the convolution's element ``at``, and the mask terms
    of the elements it keeps (``start + i * step`` for ``i`` below the slice's length)."""
    if head is conv:
        return at, ""
    plan, shape = builder.plan(head), builder.shape(head)
    if 1 in cut:  # the task's subgraphs keep every channel; a call that does not is refused
        builder.wrapper.append(
            f"_check({plan}[1][1] == (0, 1) and {shape}[1] == {builder.shape(conv)}[1], "
            f"{f'{head.name} slices the channels of {conv.name} otherwise'!r})"
        )
    index, inside = list(at), ""
    for d in cut:
        if d == 1:
            continue
        start = builder.scalar(f"{plan}[1][{d}][0]")
        step = builder.scalar(f"{plan}[1][{d}][1]")
        length = builder.scalar(f"{shape}[{d}]")
        offset = builder.emit(f"{at[d]} - {start}", "i")
        index[d] = builder.emit(f"{offset} // {step}", "i")
        inside += f" & ({offset} >= 0) & ({offset} % {step} == 0) & ({index[d]} < {length})"
    return index, inside
