"""Window ops: ``max_pool2d`` as an element of its result reading a small window of its input.

Elementwise-shaped (one output element, ``kernel_size`` input elements), so the builder of the
elementwise and row templates evaluates it at an element's index like any pointwise op: the
window is unrolled in the kernel (kernel size, stride, padding, dilation and ``ceil_mode`` are
literals the task's subgraphs share), each position loaded masked to the input (padding reads
as ``-inf``), and the maximum taken in torch's order, a NaN winning over any number as in
eager. The result's size is torch's pooling arithmetic, computed by the wrapper on every call.
``return_indices`` (the argmax positions as a second result) is not covered."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
import torch.fx

from passnet.synth.builder import Value
from passnet.synth.moves import Builder
from passnet.synth.ops import op_name
from passnet.synth.pattern import Unsupported

__all__ = ["WINDOWS", "WindowBuilder"]

WINDOWS = frozenset({"max_pool2d"})


@dataclass(frozen=True)
class _Pool:
    kernel: tuple[int, int]
    stride: tuple[int, int]
    padding: tuple[int, int]
    dilation: tuple[int, int]
    ceil: bool


def _pair(node: torch.fx.Node, what: str, value: Any) -> tuple[int, int]:
    items = [value] if isinstance(value, int) else list(value)
    if len(items) == 1:
        items *= 2
    if len(items) != 2 or not all(isinstance(i, int) and not isinstance(i, bool) for i in items):
        raise Unsupported(f"{node.name}: max_pool2d's {what} {value!r}")
    return items[0], items[1]


def _plus(expr: str, k: int) -> str:
    return f"{expr} + {k}" if k > 0 else f"{expr} - {-k}" if k < 0 else expr


class WindowBuilder(Builder):
    """The elementwise builder with window ops."""

    def pool(self, node: torch.fx.Node) -> _Pool:
        """``max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode,
        return_indices)``'s literals (the same in every subgraph: the kernel is unrolled)."""

        def literal(key: str, position: int, default: Any) -> Any:
            return self.static(node, *self.operand(node, key, position, ("lit", default)))

        if literal("return_indices", 6, False):
            raise Unsupported(f"{node.name}: max_pool2d with return_indices (values only)")
        if self.kind(node.args[0]) != "f" or self.rank(node.args[0]) not in (3, 4):
            raise Unsupported(f"{node.name}: max_pool2d of an integer or non-image tensor")
        kernel = _pair(node, "kernel_size", literal("kernel_size", 1, None))
        stride = literal("stride", 2, None)
        return _Pool(
            kernel,
            kernel if stride is None or stride == [] else _pair(node, "stride", stride),
            _pair(node, "padding", literal("padding", 3, 0)),
            _pair(node, "dilation", literal("dilation", 4, 1)),
            bool(literal("ceil_mode", 5, False)),
        )

    def shape_expr(self, node: torch.fx.Node) -> str:
        if node.op == "placeholder" or op_name(node) not in WINDOWS:
            return super().shape_expr(node)
        pool = self.pool(node)
        s = self.shape(node.args[0])
        sizes = []
        for j in range(2):
            size, k, st = f"{s}[{j - 2}]", pool.kernel[j], pool.stride[j]
            p, d = pool.padding[j], pool.dilation[j]
            # torch's pooling_output_shape: the last window starts inside the input or the
            # left padding (ceil_mode rounds up, then drops a window that would start after)
            span = f"({_plus(size, 2 * p - d * (k - 1) - 1 + (st - 1 if pool.ceil else 0))})"
            extent = f"{span} // {st} + 1"
            if pool.ceil:
                extent += f" - int({span} // {st} * {st} >= {size} + {p})"
            sizes.append(extent)
        return f"({s}[:-2] + ({sizes[0]}, {sizes[1]}))"

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        if node.op == "placeholder" or op_name(node) not in WINDOWS:
            return super()._value(node, idx, mask)
        pool = self.pool(node)
        src = node.args[0]
        s = self.shape(src)
        best: str | None = None
        for a in range(pool.kernel[0]):
            for b in range(pool.kernel[1]):
                inside = mask
                at = list(idx[:-2])
                for j, offset in enumerate((a, b)):
                    shift = offset * pool.dilation[j] - pool.padding[j]
                    position = idx[j - 2]
                    if pool.stride[j] != 1:
                        position = f"{position} * {pool.stride[j]}"
                    if shift or position != idx[j - 2]:
                        position = self.emit(_plus(position, shift), "w")
                    if pool.padding[j] > 0:
                        inside = f"{inside} & ({position} >= 0)"
                    if pool.padding[j] > 0 or pool.ceil:
                        inside = f"{inside} & ({position} < {self.scalar(f'{s}[{j - 2}]')})"
                    at.append(position)
                inside = self.emit(inside, "m") if inside != mask else mask
                x = self.value(src, at, inside)
                value = x.expr
                if inside != mask:
                    value = self.emit(f"tl.where({inside}, {x.expr}, -float('inf'))")
                if best is None:
                    best = value
                else:  # eager's order: a larger value or a NaN replaces the running maximum
                    best = self.emit(
                        f"tl.where(({value} > {best}) | ({value} != {value}), {value}, {best})"
                    )
        assert best is not None
        return self.rounded(node, Value(best, "f"))
