"""How the builder evaluates the graph's ops at an element's index: pointwise arithmetic and
activations, casts, clamps, inference batch norms and literal operands, each written as a
Triton expression over the values of its operands there (:class:`ValueBuilder`). The element
moves (views, permutes, slices, concatenations) extend it in :mod:`passnet.synth.moves`; what
the ops are is :mod:`passnet.synth.ops`'s."""

from __future__ import annotations

from typing import Any

import torch
import torch.fx

from passnet.synth.builder import BuilderCore, Value
from passnet.synth.ops import CASTS, CHANNELWISE, GELU, IDENTITY, POINTWISE, VIEWS, op_name
from passnet.synth.pattern import Unsupported, literal

__all__ = ["ValueBuilder"]


class ValueBuilder(BuilderCore):
    """The builder with the ops' evaluation."""

    def scalar_operand(self, node: torch.fx.Node, path: tuple[Any, ...]) -> Value:
        value = self.arg(node, *path)
        param = self.pattern.literal_params.get((self.position[node.name], path))
        if isinstance(value, bool):
            if param:
                raise Unsupported(f"{node.name}: a boolean operand that differs")
            return Value("1" if value else "0", "b", block=False)
        if isinstance(value, int):
            return Value(self.scalar(param) if param else repr(value), "i", block=False)
        if isinstance(value, float):
            return Value(
                self.scalar(f"float({param})") if param else literal(value), "f", block=False
            )
        raise Unsupported(f"{node.name}: operand {value!r}")

    def _value(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        name = op_name(node)
        if node.op == "placeholder":
            return self.load(node, idx, mask)
        if name == "dropout":
            training = self.static(node, *self.operand(node, "training", 2, ("lit", True)))
            if training is not False:
                raise Unsupported(f"{node.name}: dropout in training mode draws random numbers")
        if name in IDENTITY:
            return self.value(node.args[0], idx, mask)
        if name in CASTS:
            return self.cast(node, name, idx, mask)
        if name in CHANNELWISE:
            return self.rounded(node, self.batch_norm(node, idx, mask))
        if name in POINTWISE:
            return self.pointwise(node, name, idx, mask)
        if name in VIEWS:
            return self.move(node, name, idx, mask)
        raise Unsupported(f"{node.name}: {name} is not an elementwise op")

    def cast(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> Value:
        inner = self.value(node.args[0], idx, mask)
        targets = {info.dtype for info in self.infos(node)}
        kind = self.kind(node)
        if kind != "f":
            if kind == "i":
                return Value(self.emit(f"({inner.expr}).to(tl.int64)"), "i")
            return Value(self.emit(f"({inner.expr}) != 0"), "b")
        if inner.kind != "f":
            inner = Value(self.emit(f"({inner.expr}).to(tl.float32)"), "f")
        if targets == {torch.float32}:
            return inner
        # a task's dtype variants: the dtype of the tensor the graph casts after, if it names one
        model = next((n for n in self.tensor_args(node)[1:] if n.op == "placeholder"), None)
        if len(targets) == 1 or model is None:
            tl_dtype = self.element_type(node)
        else:
            tl_dtype = f"{self.pointer(self.var(model))}.dtype.element_ty"
        return Value(self.emit(f"_round({inner.expr}, {tl_dtype}, RNE).to(tl.float32)"), "f")

    def operand_value(
        self, node: torch.fx.Node, path: tuple[Any, ...], idx: list[str], mask: str
    ) -> Value:
        """A pointwise op's operand at ``path``: a tensor read at the broadcast index, or a
        scalar of the call."""
        value = self.arg(node, *path)
        if isinstance(value, torch.fx.Node):
            if self.infos(value)[0].shape is None:
                raise Unsupported(f"{node.name}: a non-tensor node operand")
            return self.value(value, self.broadcast_index(node, value, idx), mask)
        return self.scalar_operand(node, path)

    def clamp(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> Value:
        """clamp, clamp_min, clamp_max and hardtanh: each bound given (or hardtanh's default)
        applied in turn, as torch does (min first)."""
        x = self.operand_value(node, ("args", 0), idx, mask)
        if x.kind != "f":
            raise Unsupported(f"{node.name}: {name} of an integer tensor")
        keys = {
            "clamp": (("min", 1, None), ("max", 2, None)),
            "clamp_min": (("min", 1, None),),
            "clamp_max": (("max", 1, None),),
            "hardtanh": (("min_val", 1, -1.0), ("max_val", 2, 1.0)),
        }[name]
        expr = x.expr
        for key, position, default in keys:
            where = self.operand(node, key, position)
            if where is None or self.arg(node, *where) is None:
                if default is None:
                    continue
                bound = Value(repr(default), "f", block=False)
            else:
                bound = self.operand_value(node, where, idx, mask)
            op = "tl.maximum" if key.startswith("min") else "tl.minimum"
            expr = self.emit(f"{op}({expr}, {bound.expr})")
        return self.rounded(node, Value(expr, "f"))

    def pointwise(self, node: torch.fx.Node, name: str, idx: list[str], mask: str) -> Value:
        if name in ("clamp", "clamp_min", "clamp_max", "hardtanh"):
            return self.clamp(node, name, idx, mask)
        operands: list[Value] = []
        literals: dict[str, Any] = {}
        positions = [("args", i) for i in range(len(node.args))]
        positions += [("kwargs", k) for k in node.kwargs]
        if name == "pow":
            literals["exponent"] = self.static(node, *positions[1])
            positions = positions[:1]
        if name == "gelu":
            where = self.operand(node, "approximate", 1)
            literals["approximate"] = "none" if where is None else self.static(node, *where)
            positions = positions[:1]
        if name in (
            "relu",
            "sigmoid",
            "tanh",
            "silu",
            "exp",
            "log",
            "sqrt",
            "rsqrt",
            "abs",
            "neg",
            "erf",
            "sin",
            "cos",
            "reciprocal",
            "square",
            "hardsigmoid",
        ):
            positions = positions[:1]  # inplace flags and the like
        for path in positions:
            value = self.arg(node, *path)
            if isinstance(value, torch.fx.Node):
                if self.infos(value)[0].shape is None:
                    raise Unsupported(f"{node.name}: a non-tensor node operand")
                child_idx = self.broadcast_index(node, value, idx)
                operands.append(self.value(value, child_idx, mask))
            else:
                operands.append(self.scalar_operand(node, path))
        kinds = {o.kind for o in operands}
        entry = POINTWISE[name]
        if name == "gelu":
            expr = GELU(operands[0].expr, literals["approximate"])
            return self.rounded(node, Value(self.emit(expr), "f"))
        if entry.result == "f" or "f" in kinds:
            operands = [
                Value(f"({o.expr}).to(tl.float32)", "f") if o.kind != "f" and o.block else o
                for o in operands
            ]
        expr = entry.emit([o.expr for o in operands], literals)
        if entry.result == "b":
            kind = "b"
        elif entry.result == "f" or "f" in kinds:
            kind = "f"
        else:
            kind = "i" if "i" in kinds else "b"
        if name in ("where", "masked_fill"):
            kind = self.kind(node)
        return self.rounded(node, Value(self.emit(expr), kind))

    def batch_norm(self, node: torch.fx.Node, idx: list[str], mask: str) -> Value:
        """``batch_norm(x, running_mean, running_var, weight, bias, False, momentum, eps)``:
        the running statistics (and the affine parameters) read at the element's channel."""
        training = self.static(node, *self.operand(node, "training", 5, ("lit", False)))
        if training is not False:
            raise Unsupported(f"{node.name}: batch_norm in training mode computes statistics")
        if len(idx) < 2:
            raise Unsupported(f"{node.name}: batch_norm of a tensor without a channel dimension")
        x = self.value(node.args[0], idx, mask)
        channel = [idx[1]]
        operands: dict[str, Value | None] = {}
        for key, position in (("running_mean", 1), ("running_var", 2), ("weight", 3), ("bias", 4)):
            where = self.operand(node, key, position)
            operand = self.arg(node, *where) if where is not None else None
            if operand is None:
                operands[key] = None
                continue
            if not isinstance(operand, torch.fx.Node) or self.rank(operand) != 1:
                raise Unsupported(f"{node.name}: batch_norm's {key} is not a vector")
            value = self.value(operand, channel, mask)
            if value.kind != "f":
                value = Value(self.emit(f"({value.expr}).to(tl.float32)"), "f")
            operands[key] = value
        mean, var = operands["running_mean"], operands["running_var"]
        if mean is None or var is None:
            raise Unsupported(f"{node.name}: batch_norm without running statistics")
        eps_where = self.operand(node, "eps", 7)
        eps = "1e-05" if eps_where is None else self.scalar_operand(node, eps_where).expr
        # x * alpha + beta, with the per-channel alpha and beta first: eager's own order of
        # operations, so half-type results round as eager's do.
        alpha = self.emit(f"tl.rsqrt({var.expr} + {eps})")
        weight, bias = operands["weight"], operands["bias"]
        if weight is not None:
            alpha = self.emit(f"{alpha} * {weight.expr}")
        beta = self.emit(f"-{mean.expr} * {alpha}")
        if bias is not None:
            beta = self.emit(f"{bias.expr} + {beta}")
        return Value(self.emit(f"{x.expr} * {alpha} + {beta}"), "f")
