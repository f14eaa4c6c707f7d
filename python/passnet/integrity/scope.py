"""One function's (or top-level statement's) check by the rules of its side: the visitor behind
:mod:`passnet.integrity.static`. Values are typed just enough to see operators on tensors (a
wrapper's parameters, allocations and views are tensors) and writes to state that outlives a call
(module-level and enclosing objects, and locals bound to them)."""

from __future__ import annotations

import ast
from typing import Protocol

from passnet.integrity.module_table import ModuleTable
from passnet.integrity.policy import (
    FORBIDDEN_BUILTINS,
    LOCAL_MODULES,
    MUTATING_METHODS,
    OPERATOR_DUNDERS,
    classify_module,
    classify_name,
    is_allocation,
    is_pattern_private_op,
    is_tensor_producing_method,
    method_rule,
)

__all__ = ["Reporter", "Scope"]

_FRAME_ATTRIBUTES = frozenset(
    {"f_back", "f_globals", "f_locals", "f_code", "f_builtins", "gi_frame", "tb_frame", "cr_frame"}
)
_HARMLESS_DUNDERS = frozenset({"__name__", "__doc__", "__qualname__", "__init__", "__future__"})


class Reporter(Protocol):
    """Where a scope reports: the module's table and the violation list."""

    table: ModuleTable

    def report(self, rule: str, node: ast.AST, message: str) -> None: ...


class Scope(ast.NodeVisitor):
    """One function (or top-level statement) checked by the rules of its side."""

    def __init__(
        self,
        checker: Reporter,
        side: str,
        node: ast.AST,
        wrapper: bool = False,
        top_level: bool = False,
        enclosing: frozenset[str] = frozenset(),
    ) -> None:
        self.checker = checker
        self.table = checker.table
        self.side = side
        self.node = node
        self.top_level = top_level
        self.enclosing = enclosing
        self.parameters: set[str] = set()
        self.locals: set[str] = set()
        self.local_aliases: dict[str, str] = {}
        self.tensors: set[str] = set()
        self.state_aliases: set[str] = set()
        """Locals bound to module-level or enclosing state: writing through them writes it."""
        self.wrapper = wrapper

    # -- entry points ----------------------------------------------------------------------

    def run(self, nodes: list[ast.AST]) -> None:
        for node in nodes:
            self.visit(node)

    def run_function(self) -> None:
        function = self.node
        arguments = function.args  # type: ignore[attr-defined]
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
        every += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
        self.parameters = {a.arg for a in every}
        if self.wrapper:
            name = getattr(function, "name", "")
            self.tensors |= self.parameters - self.table.scalar_parameters.get(name, set())
        self.locals = _assigned_names(function) | self.parameters
        # Every side, patterns too: a mutable default outlives the call and can carry state on.
        for default in [*arguments.defaults, *arguments.kw_defaults]:
            if isinstance(default, (ast.Dict, ast.List, ast.Set, ast.Call)):
                self._report("mutable-state", default, "a mutable default argument")
            elif isinstance(default, ast.Name) and default.id in self.table.mutable:
                self._report("mutable-state", default, f"a default argument holding {default.id}")
        if isinstance(function, ast.Lambda):
            self.visit(function.body)
            return
        # Decorators run at import, in the module: a kernel's (triton.autotune(configs=_CONFIGS))
        # are judged as top-level code, not as the kernel's body.
        decorators = self
        if self.side == "kernel":
            decorators = Scope(self.checker, "replacement", function, top_level=True)
        for decorator in function.decorator_list:
            decorators.visit(decorator)
        for statement in function.body:
            self.visit(statement)

    # -- helpers ---------------------------------------------------------------------------

    def _report(self, rule: str, node: ast.AST, message: str) -> None:
        self.checker.report(rule, node, message)

    def _resolve(self, node: ast.expr) -> str | None:
        if isinstance(node, ast.Name):
            if node.id in self.local_aliases:
                return self.local_aliases[node.id]
            if node.id in self.locals or node.id in self.enclosing:
                return None
            return self.table.aliases.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self._resolve(node.value)
            return f"{base}.{node.attr}" if base is not None else None
        return None

    def _is_tensor(self, node: ast.expr | None) -> bool:
        if node is None or self.side != "replacement":
            return False
        if isinstance(node, ast.Name):
            return node.id in self.tensors
        if isinstance(node, ast.Call):
            qualified = self._resolve(node.func)
            if qualified is not None:
                return is_allocation(qualified)
            if isinstance(node.func, ast.Attribute):
                return is_tensor_producing_method(node.func.attr) and self._is_tensor(
                    node.func.value
                )
            return False
        if isinstance(node, ast.Subscript):
            return self._is_tensor(node.value)
        if isinstance(node, ast.Attribute):
            return node.attr in ("T", "mT", "H", "real", "imag") and self._is_tensor(node.value)
        if isinstance(node, ast.BinOp):
            return self._is_tensor(node.left) or self._is_tensor(node.right)
        if isinstance(node, ast.IfExp):
            return self._is_tensor(node.body) or self._is_tensor(node.orelse)
        return False

    def _root(self, node: ast.expr) -> ast.Name | None:
        while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
            node = node.func if isinstance(node, ast.Call) else node.value
        return node if isinstance(node, ast.Name) else None

    def _owned(self, name: str) -> bool:
        """A name the function itself created (a local that is not a parameter or an alias of
        state that outlives the call)."""
        return (
            name in self.locals
            and name not in self.parameters
            and name not in self.state_aliases
            and not self.top_level
        )

    def _is_state(self, node: ast.expr) -> bool:
        """Module-level or enclosing state, or a local alias of it."""
        root = self._root(node)
        if root is None:
            return False
        name = root.id
        if name in self.state_aliases:
            return True
        outer = name not in self.locals
        return outer and (name in self.table.mutable or name in self.enclosing)

    # -- names and attributes --------------------------------------------------------------

    def visit_Name(self, node: ast.Name) -> None:
        if isinstance(node.ctx, ast.Load):
            shadowed = node.id in self.locals or self.table.defined(node.id)
            if node.id in FORBIDDEN_BUILTINS and not shadowed:
                self._report(FORBIDDEN_BUILTINS[node.id], node, f"uses {node.id}")
                return
            qualified = self._resolve(node)
            if qualified is not None:
                self._check_qualified(qualified, node)
            elif self.side == "kernel" and node.id not in self.locals:
                table = self.table
                if node.id in table.mutable:
                    self._report("kernel-body", node, f"a kernel reads module state {node.id}")
                elif (node.id in table.functions and node.id not in table.kernels) or (
                    node.id in table.classes
                ):
                    self._report("kernel-body", node, f"a kernel calls host code {node.id}")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if node.attr in _FRAME_ATTRIBUTES:
            self._report("introspection", node, f"reads frame attribute {node.attr}")
        elif node.attr == "__dict__":
            self._report("dynamic-access", node, "reads __dict__")
        elif (
            node.attr.startswith("__")
            and node.attr.endswith("__")
            and node.attr not in _HARMLESS_DUNDERS
            and not self._pattern_operator(node)
        ):
            self._report("introspection", node, f"reaches {node.attr}")
        qualified = self._resolve(node)
        if qualified is not None:
            self._check_qualified(qualified, node)
            return  # the chain is judged whole
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self._check_store_target(node)
        self.generic_visit(node)

    def _pattern_operator(self, node: ast.Attribute) -> bool:
        """``in_0.__eq__(0)`` in a pattern: a tensor operator as GraphNet's graphs write it,
        read (not assigned) on a value, not on an import (``torch.Tensor.__eq__``)."""
        return (
            self.side == "pattern"
            and node.attr in OPERATOR_DUNDERS
            and isinstance(node.ctx, ast.Load)
            and self._resolve(node.value) is None
        )

    def _check_qualified(self, qualified: str, node: ast.AST) -> None:
        rule = classify_name(qualified, self.side)
        if rule is not None:
            self._report(rule, node, f"uses {qualified}")

    # -- calls -----------------------------------------------------------------------------

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if self.side == "pattern":
            qualified = self._resolve(func)
            if qualified is not None and is_pattern_private_op(qualified):
                for argument in [*node.args, *node.keywords]:
                    self.visit(argument)
                return
            if (
                isinstance(func, ast.Attribute)
                and func.attr in MUTATING_METHODS
                and qualified is None
                and self._is_state(func.value)
            ):
                root = self._root(func.value)
                name = root.id if root is not None else ast.unparse(func.value)
                self._report(
                    "mutable-state", node, f"{func.attr} changes {name}, which outlives the call"
                )
        if (
            self.side == "replacement"
            and isinstance(func, ast.Name)
            and func.id in self.table.mutable
            and func.id not in self.locals
        ):
            self._report("mutable-state", node, f"calls module state {func.id}")
        if (
            self.side == "replacement"
            and isinstance(func, ast.Attribute)
            and self._resolve(func) is None
        ):
            self._check_method(node, func)
        if self.side == "replacement" and not self.top_level:
            for argument in [*node.args, *(k.value for k in node.keywords)]:
                root = self._root(argument)
                if (
                    isinstance(argument, ast.Name)
                    and root is not None
                    and root.id in self.table.mutable
                    and root.id not in self.locals
                ):
                    self._report(
                        "mutable-state", argument, f"hands module state {root.id} to a call"
                    )
        self.generic_visit(node)

    def _check_method(self, node: ast.Call, func: ast.Attribute) -> None:
        method = func.attr
        receiver = func.value
        root = self._root(receiver)
        if method in MUTATING_METHODS and root is not None and not self._owned(root.id):
            if self._is_tensor(receiver):
                self._report("torch-call", node, f"calls .{method}() on a tensor")
            elif root.id in self.parameters and method in ("fill_", "zero_"):
                self._report("torch-call", node, f"writes into an input with {method}")
            else:
                self._report(
                    "mutable-state", node, f"{method} changes {root.id}, which outlives the call"
                )
            return
        rule = method_rule(method, self._is_tensor(receiver))
        if rule is not None:
            self._report(rule, node, f"calls .{method}()")

    # -- assignments -----------------------------------------------------------------------

    def visit_Assign(self, node: ast.Assign) -> None:
        self.visit(node.value)
        for target in node.targets:
            self._assign(target, node.value)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self.visit(node.value)
            self._assign(node.target, node.value)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self.visit(node.value)
        if self.side == "replacement" and (
            self._is_tensor(node.target) or self._is_tensor(node.value)
        ):
            self._report("tensor-operator", node, "an in-place operator on a tensor")
        self._check_store(node.target)

    def _assign(self, target: ast.expr, value: ast.expr) -> None:
        if isinstance(target, ast.Name):
            if self._is_state(value) and not isinstance(value, ast.Call):
                self.state_aliases.add(target.id)
            else:
                self.state_aliases.discard(target.id)
            qualified = self._resolve(value)
            if qualified is not None:
                self.local_aliases[target.id] = qualified
            else:
                self.local_aliases.pop(target.id, None)
            if self._is_tensor(value):
                self.tensors.add(target.id)
            else:
                self.tensors.discard(target.id)
            if self.top_level and self.side == "replacement" and target.id in self.table.mutable:
                return  # module-level state is created here; writing it later is the offence
            return
        if isinstance(target, (ast.Tuple, ast.List)):
            tensor = self._is_tensor(value)
            for element in target.elts:
                if isinstance(element, ast.Name) and tensor:
                    self.tensors.add(element.id)
                else:
                    self._assign(element, ast.Constant(None))
            return
        self._check_store(target)

    def _check_store(self, target: ast.expr) -> None:
        if isinstance(target, ast.Name):
            return
        if isinstance(target, ast.Starred):
            self._check_store(target.value)
            return
        self._check_store_target(target)
        self.visit(target)

    def _check_store_target(self, target: ast.expr) -> None:
        root = self._root(target)
        if root is None:
            return
        if self._resolve(root) is not None or (
            root.id in self.table.aliases and root.id not in self.locals
        ):
            self._report("monkey-patch", target, f"assigns into {ast.unparse(target)}")
            return
        if self.side == "pattern":
            # A pattern may write its own values (graph code does: ``in_0 += x``), not state a
            # replacement could read later.
            if self._is_state(target):
                self._report(
                    "mutable-state",
                    target,
                    f"writes {ast.unparse(target)}, which outlives the call",
                )
            return
        if isinstance(target, ast.Subscript) and self._is_tensor(target.value):
            self._report("torch-call", target, "writes into a tensor by indexing")
            return
        if not self._owned(root.id):
            self._report(
                "mutable-state", target, f"writes {ast.unparse(target)}, which outlives the call"
            )

    def visit_Global(self, node: ast.Global) -> None:
        self._report("mutable-state", node, "writes module state (global)")

    def visit_Nonlocal(self, node: ast.Nonlocal) -> None:
        self._report("mutable-state", node, "writes an enclosing function's state (nonlocal)")

    # -- operators -------------------------------------------------------------------------

    def visit_BinOp(self, node: ast.BinOp) -> None:
        if self._is_tensor(node.left) or self._is_tensor(node.right):
            self._report("tensor-operator", node, "an operator on a tensor computes with torch")
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if not isinstance(node.op, ast.Not) and self._is_tensor(node.operand):
            self._report("tensor-operator", node, "an operator on a tensor computes with torch")
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:
        operands = [node.left, *node.comparators]
        identity = all(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops)
        # ``route == "conv_3x3"``: no tensor compares with a string (PassNet's replacement_args
        # pass route names to shared dispatchers).
        textual = any(isinstance(n, ast.Constant) and isinstance(n.value, str) for n in operands)
        if not identity and not textual and any(self._is_tensor(n) for n in operands):
            self._report("tensor-operator", node, "a comparison of tensors computes with torch")
        self.generic_visit(node)

    # -- statements ------------------------------------------------------------------------

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._check_import(alias.name, node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = "." * node.level + (node.module or "")
        if node.level:
            # Within a pass folder, the load set resolves it (and judges what it reaches).
            if not LOCAL_MODULES.get():
                self._report("import", node, f"imports from the relative module {module}")
            return
        if module == "passnet.runtime.launch":
            for alias in node.names:
                if alias.name != "BoundKernel":
                    self._report("import", node, f"imports {module}.{alias.name}")
            return
        self._check_import(module, node)
        for alias in node.names:
            qualified = f"{module}.{alias.name}"
            if alias.name == "*":
                self._report("dynamic-access", node, f"imports * from {module}")
            elif classify_module(module) is None and module.split(".")[0] in ("torch", "triton"):
                rule = classify_name(qualified, "pattern")
                if rule == "compiler":
                    self._report(rule, node, f"imports {qualified}")

    def _check_import(self, module: str, node: ast.AST) -> None:
        rule = classify_module(module)
        if rule is not None:
            self._report(rule, node, f"imports {module}")

    def visit_Try(self, node: ast.Try) -> None:
        if self.side == "replacement":
            for handler in node.handlers:
                if not handler.body or not isinstance(handler.body[-1], ast.Raise):
                    self._report("fallback", handler, "an except handler that does not re-raise")
        self.generic_visit(node)

    visit_TryStar = visit_Try

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if node is self.node:
            return
        enclosing = frozenset(self.locals | self.enclosing)
        Scope(self.checker, self.side, node, enclosing=enclosing).run_function()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node: ast.Lambda) -> None:
        if node is self.node:
            return
        enclosing = frozenset(self.locals | self.enclosing)
        Scope(self.checker, self.side, node, enclosing=enclosing).run_function()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for statement in node.body:
            self.visit(statement)


def _assigned_names(function: ast.AST) -> set[str]:
    """Names bound in ``function``'s own body (not in nested functions)."""
    names: set[str] = set()
    body = [function.body] if isinstance(function, ast.Lambda) else function.body  # type: ignore[attr-defined]
    stack: list[ast.AST] = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        stack.extend(ast.iter_child_nodes(node))
    return names
