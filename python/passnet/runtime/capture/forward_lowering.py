"""Rewrites a sample's ``forward`` into one statement per engine node, named as the engine names it.

The engine (``src/passnet/frontend/model_reader.cc``) parses ``forward`` into a flat graph: every
call, operator, subscript and attribute read of a value becomes a node, nested expressions are
flattened in Python evaluation order, aliases (``l_x_ = L_x_``) and releases (``x = None``) make
no node, and each node gets a unique name: the assignment target when the expression is assigned
to a plain name, otherwise the callee's last name (``relu``), the operator's name (``add``),
``getitem``/``getattr``/``setitem``; a taken name gets the first free ``_1``, ``_2``... suffix.

:func:`lower_forward` does the same walk over Python's AST and returns a new body in which node
``i`` is computed into the local ``_passnet_n{i}`` and then handed to a recording hook
(``__passnet_record__(i, value)``), plus the list of node names. Locals are released after their
last use, as FX code does, so peak memory stays the model's own. Running the rewritten forward
computes exactly what the original computes, in the same order.

Constructs the engine rejects (control flow, ``self`` submodules, starred arguments ...) raise
:class:`UnsupportedForward` with the line number.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Literal

__all__ = ["RECORD_HOOK", "LoweredForward", "UnsupportedForward", "lower_forward"]

RECORD_HOOK = "__passnet_record__"
"""The global the rewritten forward calls as ``RECORD_HOOK(node_index, value)``."""

_LOCAL_PREFIX = "_passnet_n"

# The same lists as model_reader.cc: names a node may not take as is.
_BUILTINS = frozenset(
    "slice float int bool getattr len tuple list dict set min max abs round range isinstance str "
    "sum any all print hasattr type divmod pow iter next zip map enumerate reversed sorted "
    "object".split()
)
_KEYWORDS = frozenset(
    "False None True and as assert async await break class continue def del elif else except "
    "finally for from global if import in is lambda nonlocal not or pass raise return try while "
    "with yield".split()
)
_RESERVED = frozenset("torch operator builtins math self device inf nan".split())

_BINARY = {
    ast.Add: "add",
    ast.Sub: "sub",
    ast.Mult: "mul",
    ast.Div: "truediv",
    ast.FloorDiv: "floordiv",
    ast.Mod: "mod",
    ast.Pow: "pow",
    ast.MatMult: "matmul",
    ast.BitAnd: "and_",
    ast.BitOr: "or_",
    ast.BitXor: "xor",
    ast.LShift: "lshift",
    ast.RShift: "rshift",
}
_COMPARE = {
    ast.Lt: "lt",
    ast.LtE: "le",
    ast.Gt: "gt",
    ast.GtE: "ge",
    ast.Eq: "eq",
    ast.NotEq: "ne",
    ast.Is: "is_",
    ast.IsNot: "is_not",
    ast.In: "contains",
}
_UNARY = {ast.USub: "neg", ast.UAdd: "pos", ast.Invert: "invert", ast.Not: "not_"}
_FLOAT_CONSTANTS = frozenset({"inf", "+inf", "-inf", "nan"})
# Qualified names the engine reads as float literals (literals.cc torch_constant).
_FLOAT_QUALNAMES = frozenset(
    f"{m}.{c}" for m in ("torch", "math") for c in ("inf", "nan", "pi", "e")
)


class UnsupportedForward(Exception):
    """forward uses a construct the engine does not represent (the sample fails to parse there)."""


@dataclass
class _Value:
    """A value during lowering: a node, a qualified name (module path, function) or a literal."""

    kind: Literal["node", "qual", "lit"]
    expr: ast.expr  # code that evaluates to the value in the rewritten forward
    text: str = ""  # the dotted name of a qual
    has_node: bool = False  # a literal container holding a node
    scalar: str | None = None  # "int", "float" or "bool" for a numeric literal
    items: list[_Value] = field(default_factory=list)  # a literal tuple/list, for unpacking


@dataclass(frozen=True)
class LoweredForward:
    """The rewritten forward: its body and the engine's node names in program order."""

    body: list[ast.stmt]
    node_names: list[str]


def _load(name: str) -> ast.Name:
    return ast.Name(id=name, ctx=ast.Load())


def _store(name: str) -> ast.Name:
    return ast.Name(id=name, ctx=ast.Store())


class _Lowerer:
    def __init__(
        self,
        params: list[str],
        self_name: str | None,
        globals_: dict[str, str],
        module_roots: set[str],
    ) -> None:
        self.env: dict[str, _Value] = {p: _Value("node", _load(p)) for p in params}
        self.used: set[str] = set(params)
        self.self_name = self_name
        self.globals = globals_
        self.module_roots = module_roots
        self.body: list[ast.stmt] = []
        self.names: list[str] = []
        self.line = 0

    def fail(self, message: str) -> UnsupportedForward:
        return UnsupportedForward(f"line {self.line}: {message}")

    # names -----------------------------------------------------------------------------------

    def unique(self, base: str) -> str:
        reserved = (
            base in self.module_roots or base in _RESERVED or base in _BUILTINS or base in _KEYWORDS
        )
        if not reserved and base not in self.used:
            self.used.add(base)
            return base
        suffix = 1
        while f"{base}_{suffix}" in self.used:
            suffix += 1
        self.used.add(f"{base}_{suffix}")
        return f"{base}_{suffix}"

    def new_node(self, base: str) -> tuple[int, str]:
        """Names the next node; returns its index and the local that holds its value."""
        index = len(self.names)
        self.names.append(self.unique(base))
        return index, f"{_LOCAL_PREFIX}{index}"

    def add_node(self, value: ast.expr, base: str) -> _Value:
        index, local = self.new_node(base)
        self.body.append(ast.Assign(targets=[_store(local)], value=value, lineno=self.line))
        self.body.append(self.record(index, _load(local)))
        return _Value("node", _load(local))

    def record(self, index: int, value: ast.expr) -> ast.stmt:
        call = ast.Call(func=_load(RECORD_HOOK), args=[ast.Constant(index), value], keywords=[])
        return ast.Expr(value=call, lineno=self.line)

    # expressions -----------------------------------------------------------------------------

    def lookup(self, name: str) -> _Value:
        if name in self.env:
            value = self.env[name]
            if value.kind == "node" and isinstance(value.expr, ast.Name):
                return _Value("node", _load(value.expr.id))  # a fresh AST node per use
            return value
        if name == self.self_name:
            return _Value("qual", _load(name), "self")
        if name in self.globals:
            return _Value("qual", _load(name), self.globals[name])
        if name in _BUILTINS:
            return _Value("qual", _load(name), f"builtins.{name}")
        if name == "Ellipsis":
            return _Value("lit", ast.Constant(...))
        raise self.fail(f"name '{name}' is used before it is assigned")

    def materialize(self, value: _Value, preferred: str) -> _Value:
        if value.kind == "qual" and value.text in _FLOAT_QUALNAMES:
            return _Value("lit", value.expr, scalar="float")
        if value.kind == "qual" and value.text.startswith("self."):
            target = value.text[len("self.") :]
            return self.add_node(value.expr, (preferred or target).replace(".", "_"))
        if value.kind == "qual" and value.text == "self":
            raise self.fail("using 'self' as a value is not supported")
        return value

    def resolve(self, expr: ast.expr) -> _Value:
        if isinstance(expr, ast.Name):
            return self.lookup(expr.id)
        if isinstance(expr, ast.Attribute):
            base = self.resolve(expr.value)
            if base.kind == "qual":
                return _Value(
                    "qual",
                    ast.Attribute(base.expr, expr.attr, ast.Load()),
                    f"{base.text}.{expr.attr}",
                )
            return self.attribute_of_value(base, expr.attr, "")
        return self.lower(expr, "")

    def attribute_of_value(self, base: _Value, attribute: str, preferred: str) -> _Value:
        if base.kind != "node":
            raise self.fail(f"attribute '{attribute}' of a literal is not supported")
        return self.add_node(
            ast.Attribute(base.expr, attribute, ast.Load()), preferred or "getattr"
        )

    def lower_all(self, exprs: list[ast.expr]) -> list[_Value]:
        return [self.lower(e, "") for e in exprs]

    def literal(self, expr: ast.expr, parts: list[_Value]) -> _Value:
        return _Value(
            "lit", expr, has_node=any(p.kind == "node" or p.has_node for p in parts), items=parts
        )

    def lower(self, expr: ast.expr, preferred: str) -> _Value:
        if isinstance(expr, ast.Name):
            return self.materialize(self.lookup(expr.id), preferred)
        if isinstance(expr, ast.Constant):
            kind = type(expr.value).__name__
            return _Value("lit", expr, scalar=kind if kind in ("int", "float", "bool") else None)
        if isinstance(expr, (ast.Tuple, ast.List)):
            if any(isinstance(e, ast.Starred) for e in expr.elts):
                raise self.fail("starred items are not supported")
            items = self.lower_all(expr.elts)
            cls = ast.Tuple if isinstance(expr, ast.Tuple) else ast.List
            return self.literal(cls(elts=[i.expr for i in items], ctx=ast.Load()), items)
        if isinstance(expr, ast.Dict):
            parts: list[_Value] = []  # key, value, key, value ... as the engine lowers them
            for key, item in zip(expr.keys, expr.values, strict=True):
                if key is None:
                    raise self.fail("dict unpacking is not supported")
                parts.extend((self.lower(key, ""), self.lower(item, "")))
            new = ast.Dict(keys=[p.expr for p in parts[0::2]], values=[p.expr for p in parts[1::2]])
            return self.literal(new, parts)
        if isinstance(expr, ast.Attribute):
            base = self.resolve(expr.value)
            if base.kind == "qual":
                qualified = _Value(
                    "qual",
                    ast.Attribute(base.expr, expr.attr, ast.Load()),
                    f"{base.text}.{expr.attr}",
                )
                return self.materialize(qualified, preferred)
            return self.attribute_of_value(base, expr.attr, preferred)
        if isinstance(expr, ast.Call):
            return self.lower_call(expr, preferred)
        if isinstance(expr, ast.Subscript):
            container = self.lower(expr.value, "")
            index = self.lower_index(expr.slice)
            return self.add_node(
                ast.Subscript(container.expr, index.expr, ast.Load()), preferred or "getitem"
            )
        if isinstance(expr, ast.UnaryOp):
            return self.lower_unary(expr, preferred)
        if isinstance(expr, ast.BinOp):
            name = _BINARY.get(type(expr.op))
            if name is None:
                raise self.fail(f"operator {type(expr.op).__name__} is not supported")
            lhs, rhs = self.lower(expr.left, ""), self.lower(expr.right, "")
            return self.add_node(ast.BinOp(lhs.expr, expr.op, rhs.expr), preferred or name)
        if isinstance(expr, ast.Compare):
            if len(expr.ops) != 1 or type(expr.ops[0]) not in _COMPARE:
                raise self.fail("only single comparisons (not 'not in') are supported")
            lhs, rhs = self.lower(expr.left, ""), self.lower(expr.comparators[0], "")
            compare = ast.Compare(lhs.expr, [expr.ops[0]], [rhs.expr])
            return self.add_node(compare, preferred or _COMPARE[type(expr.ops[0])])
        raise self.fail(f"{type(expr).__name__} expressions are not supported")

    def lower_unary(self, expr: ast.UnaryOp, preferred: str) -> _Value:
        operand = self.lower(expr.operand, "")
        # The engine folds -literal (int, float, bool) and +literal (int, float) into constants.
        folded = ast.UnaryOp(expr.op, operand.expr)
        if isinstance(expr.op, ast.USub) and operand.scalar is not None:
            return _Value(
                "lit", folded, scalar="int" if operand.scalar == "bool" else operand.scalar
            )
        if isinstance(expr.op, ast.UAdd) and operand.scalar in ("int", "float"):
            return _Value("lit", folded, scalar=operand.scalar)
        return self.add_node(ast.UnaryOp(expr.op, operand.expr), preferred or _UNARY[type(expr.op)])

    def lower_index(self, expr: ast.expr) -> _Value:
        if isinstance(expr, ast.Slice):
            parts = [
                self.lower(p, "") if p is not None else _Value("lit", ast.Constant(None))
                for p in (expr.lower, expr.upper, expr.step)
            ]
            return self.literal(ast.Slice(parts[0].expr, parts[1].expr, parts[2].expr), parts)
        if isinstance(expr, ast.Tuple):
            items = [self.lower_index(e) for e in expr.elts]
            return self.literal(ast.Tuple([i.expr for i in items], ast.Load()), items)
        return self.lower(expr, "")

    def lower_call(self, expr: ast.Call, preferred: str) -> _Value:
        callee = expr.func
        if isinstance(callee, ast.Attribute):
            base = self.resolve(callee.value)
            if base.kind == "qual":
                if base.text == "self" or base.text.startswith("self."):
                    raise self.fail("calling submodules (call_module) is not supported")
                target = f"{base.text}.{callee.attr}"
            elif base.kind == "node":
                target = callee.attr
            else:
                raise self.fail(f"calling method '{callee.attr}' on a literal is not supported")
            func: ast.expr = ast.Attribute(base.expr, callee.attr, ast.Load())
        elif isinstance(callee, ast.Name):
            resolved = self.lookup(callee.id)
            if resolved.kind != "qual" or resolved.text == "self":
                raise self.fail(f"'{callee.id}' is not callable")
            target, func = resolved.text, resolved.expr
        else:
            raise self.fail("only named functions and methods can be called")
        if any(isinstance(a, ast.Starred) for a in expr.args) or any(
            k.arg is None for k in expr.keywords
        ):
            raise self.fail("starred arguments are not supported")
        args = self.lower_all(expr.args)
        kwargs = [(k.arg, self.lower(k.value, "")) for k in expr.keywords]
        call = ast.Call(
            func=func,
            args=[a.expr for a in args],
            keywords=[ast.keyword(arg=name, value=v.expr) for name, v in kwargs],
        )
        if _is_literal_constructor(target, args, kwargs):
            scalar = "float" if target == "builtins.float" else None
            has_node = any(a.kind == "node" or a.has_node for a in args)
            return _Value("lit", call, has_node=has_node, scalar=scalar)
        return self.add_node(call, preferred or target.rsplit(".", 1)[-1])

    # statements ------------------------------------------------------------------------------

    def bind(self, target: ast.expr, value: _Value) -> None:
        if isinstance(target, ast.Name):
            self.env[target.id] = value
            return
        if isinstance(target, (ast.Tuple, ast.List)):
            names = target.elts
            if value.kind == "lit" and isinstance(value.expr, (ast.Tuple, ast.List)):
                if len(value.items) != len(names):
                    raise self.fail(f"cannot unpack {len(value.items)} values into {len(names)}")
                for item_target, item in zip(names, value.items, strict=True):
                    self.bind(item_target, item)
                return
            if value.kind != "node":
                raise self.fail("cannot unpack a non-sequence value")
            for position, item_target in enumerate(names):
                base = item_target.id if isinstance(item_target, ast.Name) else "getitem"
                subscript = ast.Subscript(value.expr, ast.Constant(position), ast.Load())
                self.bind(item_target, self.add_node(subscript, base))
            return
        if isinstance(target, ast.Subscript):
            container = self.lower(target.value, "")
            key = self.lower_index(target.slice)
            store = ast.Subscript(container.expr, key.expr, ast.Store())
            self.body.append(ast.Assign(targets=[store], value=value.expr, lineno=self.line))
            self.add_node(ast.Constant(None), "setitem")
            return
        raise self.fail(f"cannot assign to {type(target).__name__}")

    def statement(self, stmt: ast.stmt) -> None:
        self.line = stmt.lineno
        if isinstance(stmt, ast.Assign):
            first = stmt.targets[0]
            preferred = first.id if isinstance(first, ast.Name) else ""
            value = self.lower(stmt.value, preferred)
            for target in stmt.targets:
                self.bind(target, value)
        elif isinstance(stmt, ast.AugAssign):
            if not isinstance(stmt.target, ast.Name):
                raise self.fail("augmented assignment needs a plain name as its target")
            current = self.lower(_load(stmt.target.id), "")
            operand = self.lower(stmt.value, "")
            if type(stmt.op) not in _BINARY:
                raise self.fail(f"operator {type(stmt.op).__name__} is not supported")
            # `n = current; n op= operand` is operator.i<op>(current, operand), in place or not.
            index, local = self.new_node(stmt.target.id)
            self.body.append(ast.Assign([_store(local)], current.expr, lineno=self.line))
            self.body.append(ast.AugAssign(_store(local), stmt.op, operand.expr, lineno=self.line))
            self.body.append(self.record(index, _load(local)))
            self.env[stmt.target.id] = _Value("node", _load(local))
        elif isinstance(stmt, ast.Expr):
            if isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
                return  # docstring
            self.lower(stmt.value, "")
        elif isinstance(stmt, ast.Return):
            result: ast.expr = ast.Constant(None)
            if stmt.value is not None:
                result = self.lower(stmt.value, "").expr
            self.body.append(ast.Return(value=result, lineno=self.line))
        elif isinstance(stmt, ast.Delete):
            for target in stmt.targets:
                if not isinstance(target, ast.Name) or self.env.pop(target.id, None) is None:
                    raise self.fail("del of an undefined or non-name target")
        elif not isinstance(stmt, ast.Pass):
            raise self.fail(
                f"'{type(stmt).__name__}' is not supported: forward must be straight-line"
            )


def _is_literal_constructor(
    target: str, args: list[_Value], kwargs: list[tuple[str | None, _Value]]
) -> bool:
    """The calls the engine turns into constants (model_reader.cc literal_constructor)."""
    if target == "builtins.slice" and not kwargs and 1 <= len(args) <= 3:
        return True
    if any(a.kind == "node" or a.has_node for a in args):
        return False

    def constant(value: _Value | None) -> object:
        if value is None or not isinstance(value.expr, ast.Constant):
            return _MISSING
        return value.expr.value

    if target == "torch.device":
        type_value: _Value | None = args[0] if args else None
        index_value: _Value | None = args[1] if len(args) > 1 else None
        for name, value in kwargs:
            if name == "type":
                type_value = value
            elif name == "index":
                index_value = value
            else:
                return False
        if not isinstance(constant(type_value), str):
            return False
        index = constant(index_value) if index_value is not None else None
        return index is None or type(index) is int
    if target == "builtins.float" and len(args) == 1 and not kwargs:
        return constant(args[0]) in _FLOAT_CONSTANTS
    return False


_MISSING = object()


def _release_dead_locals(body: list[ast.stmt]) -> list[ast.stmt]:
    """Sets each node local to None after the statement that uses it last (FX-style release)."""
    last_use: dict[str, int] = {}
    for position, stmt in enumerate(body):
        for node in ast.walk(stmt):
            if (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Load)
                and node.id.startswith(_LOCAL_PREFIX)
            ):
                last_use[node.id] = position
    released: dict[int, list[str]] = {}
    for name, position in last_use.items():
        if not isinstance(body[position], ast.Return):
            released.setdefault(position, []).append(name)
    out: list[ast.stmt] = []
    for position, stmt in enumerate(body):
        out.append(stmt)
        if position in released:
            out.append(
                ast.Assign(
                    targets=[_store(n) for n in sorted(released[position])],
                    value=ast.Constant(None),
                    lineno=stmt.lineno,
                )
            )
    return out


def _module_names(tree: ast.Module) -> tuple[dict[str, str], set[str]]:
    """Module-scope imports: name -> qualified name, and the imported module roots."""
    globals_: dict[str, str] = {}
    roots: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.Import):
            for alias in stmt.names:
                root = alias.name.split(".")[0]
                roots.add(root)
                if alias.asname:
                    globals_[alias.asname] = alias.name
                else:
                    globals_[root] = root
        elif isinstance(stmt, ast.ImportFrom) and stmt.module:
            roots.add(stmt.module.split(".")[0])
            for alias in stmt.names:
                globals_[alias.asname or alias.name] = f"{stmt.module}.{alias.name}"
    return globals_, roots


def lower_forward(tree: ast.Module, forward: ast.FunctionDef) -> LoweredForward:
    """Rewrites ``forward`` (a function of ``tree``) into one recorded statement per node.

    Args:
        tree: the parsed ``model.py``; its imports tell module paths from values.
        forward: the ``forward`` method inside ``tree``.

    Returns:
        The new body (assign it to ``forward.body``) and the engine's node names, index ``i``
        being the node the body reports as ``__passnet_record__(i, value)``.

    Example::

        tree = ast.parse("import torch\\nclass M(torch.nn.Module):\\n"
                         "    def forward(self, x):\\n        y = torch.relu(x + 1)\\n"
                         "        return (y,)\\n")
        lowered = lower_forward(tree, tree.body[1].body[0])
        lowered.node_names  # ['add', 'y']
    """
    args = forward.args
    if args.vararg or args.kwarg or args.posonlyargs or args.kwonlyargs or args.defaults:
        raise UnsupportedForward("variadic, keyword-only and default parameters are not supported")
    params = [a.arg for a in args.args]
    self_name = params.pop(0) if params and params[0] == "self" else None
    globals_, roots = _module_names(tree)
    lowerer = _Lowerer(params, self_name, globals_, roots)
    returned = False
    for stmt in forward.body:
        if returned:
            raise UnsupportedForward(f"line {stmt.lineno}: statements after return")
        lowerer.statement(stmt)
        returned = isinstance(stmt, ast.Return)
    if not returned:
        raise UnsupportedForward("forward has no return statement")
    return LoweredForward(body=_release_dead_locals(lowerer.body), node_names=lowerer.names)
