"""Passes in PassNet's format, and the two backends that apply them.

A **pass file** is a Python module with three functions (PassNet's convention, accepted as is)::

    def pattern(x, w):                    # the subgraph to find, written with torch ops
        return torch.nn.functional.relu(x @ w)

    def replacement_args(x, w):           # what the kernel gets, from the pattern's inputs
        return (x, w)

    @torch.fx.wrap                        # one leaf node in the rewritten graph
    def fused_matmul_relu(x, w):
        out = torch.empty(...)            # outputs may be allocated with torch ...
        my_triton_kernel[grid](x, w, out) # ... the computation is the pass's own kernel
        return out

    def replacement_func():
        return fused_matmul_relu

A **pass folder** holds pass files and ``sorted_output_pass_rule_names.json``: the file stems to
apply, in order (PassNet's ordering file). A folder with a single pass file may omit it. A folder
that holds only pass folders (``passes/reference``, say) is one pass set: every folder's passes,
the folders in name order; two passes of one name are an error.

Applying a pass (numbered as it happens, for each FX graph dynamo captures):

1. ``pattern`` is traced with ``torch.fx.symbolic_trace``; the replacement is a function with the
   pattern's parameter names that calls ``replacement_func()(*replacement_args(*args))``, traced
   the same way, so the ``@torch.fx.wrap`` wrapper stays one ``call_function`` node. When the
   pattern returns several values and the wrapper one (a tuple at run time), the replacement
   unpacks it with getitems, which PassNet's matcher would reject as a count mismatch.
2. ``torch.fx.subgraph_rewriter.replace_pattern`` replaces every non-overlapping match; the
   number of replacements per pass is reported.
3. ``passes:DIR`` (PassNet's behaviour) runs the rewritten graph as it is. ``passes+inductor:DIR``
   registers each pass's replacement as a custom op (``torch.ops.passnet_pass.<name>``; its fake
   implementation is the pattern itself, so shapes and dtypes come out right), rewrites inside
   Inductor as a pre-grad custom graph pass whose ``uuid()`` is the hash of the pass sources (the
   FX graph cache key changes when a pass changes), and lets Inductor compile everything around
   the custom op.

A pass set that replaces nothing in any graph is a failure (``CompileError``), as in PassNet. Every
other problem is reported with the pass's name and file: a syntax error (file:line:col), a missing
function, a pattern or replacement that does not trace, a wrapper called with the wrong number of
arguments, a replacement whose outputs do not match the pattern's.
"""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import json
import keyword
import sys
import threading
import traceback
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
import torch.fx
from torch.fx import subgraph_rewriter

__all__ = [
    "ORDER_FILE",
    "PassLoadError",
    "PassReport",
    "PassRule",
    "PassSet",
    "apply_passes",
    "count_matches",
    "load_passes",
    "make_pass_backend",
]

ORDER_FILE = "sorted_output_pass_rule_names.json"
# Part of the rewrite's cache key: bump it whenever what a rewrite produces changes for the same
# pass sources (custom op names, schemas), or Inductor's FX graph cache serves stale graphs.
_FORMAT_VERSION = "passnet-pass-2"
_REQUIRED = ("pattern", "replacement_args", "replacement_func")


class PassLoadError(Exception):
    """A pass file or folder that cannot be used; the message names the file."""


@dataclass(frozen=True)
class PassRule:
    """One loaded pass file."""

    name: str
    path: Path
    pattern: Callable[..., Any]
    replacement_args: Callable[..., Any]
    replacement_func: Callable[[], Callable[..., Any]]
    source_sha256: str


@dataclass(frozen=True)
class PassSet:
    """The passes of a file or folder, in the order they apply."""

    root: Path
    rules: tuple[PassRule, ...]

    def uuid(self) -> str:
        """A digest of the pass sources and their order: the cache key of the rewrite."""
        digest = hashlib.sha256(_FORMAT_VERSION.encode())
        for rule in self.rules:
            digest.update(f"\0{rule.name}\0{rule.source_sha256}".encode())
        return digest.hexdigest()


@dataclass
class PassReport:
    """What applying a pass set did, summed over the FX graphs of one compiled model."""

    rules: list[str]
    replacements: dict[str, int] = field(default_factory=dict)
    graphs: int = 0
    matched_graphs: int = 0
    errors: list[str] = field(default_factory=list)
    rewritten: dict[str, int] | None = None
    """``passes+inductor``: what the pass replaced in Inductor's graphs when it ran (None when
    every graph came from Inductor's cache, which skips the pass)."""

    def total(self) -> int:
        return sum(self.replacements.values())

    def to_json(self) -> dict[str, Any]:
        report = {
            "passes": list(self.rules),
            "replacements": {name: self.replacements.get(name, 0) for name in self.rules},
            "total_replacements": self.total(),
            "graphs": self.graphs,
            "matched_graphs": self.matched_graphs,
            "errors": list(self.errors),
        }
        if self.rewritten is not None:
            report["rewritten_in_inductor"] = {n: self.rewritten.get(n, 0) for n in self.rules}
        return report


# ------------------------------------------------------------------------------------------
# loading


def _module_name(path: Path, digest: str) -> str:
    stem = "".join(c if c.isalnum() else "_" for c in path.stem)
    return f"passnet_pass_{stem}_{digest[:12]}"


def load_pass_file(path: str | Path, name: str | None = None) -> PassRule:
    """Imports one pass file; raises :class:`PassLoadError` saying what is wrong with it."""
    file = Path(path)
    if not file.is_file():
        raise PassLoadError(f"{file}: no such pass file")
    source = file.read_bytes()
    try:
        compile(source, str(file), "exec")
    except SyntaxError as error:
        raise PassLoadError(
            f"{file}:{error.lineno}:{error.offset or 0}: SyntaxError: {error.msg}"
        ) from error
    digest = hashlib.sha256(source).hexdigest()
    module_name = _module_name(file, digest)
    spec = importlib.util.spec_from_file_location(module_name, file)
    if spec is None or spec.loader is None:
        raise PassLoadError(f"{file}: cannot be imported")
    module = importlib.util.module_from_spec(spec)
    # torch.fx.wrap registers wrapped functions by their module's globals: the module must be in
    # sys.modules under its own name while it runs and afterwards.
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as error:
        sys.modules.pop(module_name, None)
        raise PassLoadError(f"{file}: importing it failed: {_where(error, file)}") from error
    missing = [f for f in _REQUIRED if not callable(getattr(module, f, None))]
    if missing:
        raise PassLoadError(
            f"{file}: a pass file defines {', '.join(_REQUIRED)}; missing: " f"{', '.join(missing)}"
        )
    return PassRule(
        name=name or file.stem,
        path=file,
        pattern=module.pattern,
        replacement_args=module.replacement_args,
        replacement_func=module.replacement_func,
        source_sha256=digest,
    )


def _pass_folders(root: Path) -> list[Path]:
    """The sub-folders of ``root`` that are pass folders, in name order."""
    return sorted(
        d
        for d in root.iterdir()
        if d.is_dir() and ((d / ORDER_FILE).is_file() or any(d.glob("*.py")))
    )


def load_passes(path: str | Path) -> PassSet:
    """Loads a pass file, a folder of pass files, or a folder of pass folders (one set: the
    folders in name order, each in its own order)."""
    root = Path(path)
    if root.is_file():
        return PassSet(root=root, rules=(load_pass_file(root),))
    if not root.is_dir():
        raise PassLoadError(f"{root}: no such pass file or folder")
    order_file = root / ORDER_FILE
    if not order_file.is_file() and not any(root.glob("*.py")):
        folders = _pass_folders(root)
        if not folders:
            raise PassLoadError(f"{root}: no pass file, no {ORDER_FILE} and no pass folder")
        rules = tuple(rule for folder in folders for rule in load_passes(folder).rules)
        clashes = sorted(n for n, k in Counter(r.name for r in rules).items() if k > 1)
        if clashes:
            raise PassLoadError(
                f"{root}: passes of the same name in several folders: {', '.join(clashes)}"
            )
        return PassSet(root=root, rules=rules)
    if order_file.is_file():
        try:
            names = json.loads(order_file.read_text())
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise PassLoadError(f"{order_file}: not a JSON list of pass names: {error}") from error
        if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
            raise PassLoadError(f"{order_file}: expected a JSON list of pass file stems")
        if not names:
            raise PassLoadError(f"{order_file}: lists no pass")
    else:
        files = sorted(p.stem for p in root.glob("*.py"))
        if len(files) != 1:
            raise PassLoadError(
                f"{root}: {len(files)} pass files and no {ORDER_FILE} to order them"
            )
        names = files
    duplicates = {n for n in names if names.count(n) > 1}
    if duplicates:
        raise PassLoadError(f"{order_file}: lists {', '.join(sorted(duplicates))} twice")
    return PassSet(root=root, rules=tuple(load_pass_file(root / f"{n}.py", n) for n in names))


def _where(error: BaseException, file: Path) -> str:
    """``Type: message`` plus the line of ``file`` the error came from, when it did."""
    line = ""
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if Path(frame.filename) == file:
            line = f" (line {frame.lineno})"
            break
    return f"{type(error).__name__}: {error}{line}"


# ------------------------------------------------------------------------------------------
# rewriting


@dataclass
class _Prepared:
    rule: PassRule
    pattern: torch.fx.GraphModule
    replacement: Callable[..., Any]
    outputs: int


def _parameter_names(rule: PassRule) -> list[str]:
    try:
        parameters = inspect.signature(rule.pattern).parameters.values()
    except (TypeError, ValueError) as error:
        raise PassLoadError(f"{rule.path}: pattern has no inspectable signature") from error
    names = []
    for parameter in parameters:
        if parameter.kind not in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            raise PassLoadError(
                f"{rule.path}: pattern's parameter {parameter.name!r} must be positional "
                "(each one matches a value of the graph)"
            )
        names.append(parameter.name)
    return names


def _canonical_calls(graph: torch.fx.Graph) -> bool:
    """Writes every call with a Python signature in one form: positional where it can be, defaults
    left out.

    ``symbolic_trace`` records ``F.dropout(y, 0.0, False)`` as ``dropout(y, p=0.0, training=False,
    inplace=False)`` and ``F.softmax(x, dim=-1)`` with ``_stacklevel=3, dtype=None`` filled in,
    while dynamo records what the model wrote (``dropout(y, 0.0, False, False)``); the matcher
    compares arguments literally, so both graphs are rewritten to the same form: the arguments
    bound to the signature, trailing defaults dropped, the rest positional (keyword-only ones as
    keywords). Returns whether any node changed.
    """
    changed = False
    for node in graph.nodes:
        if node.op != "call_function":
            continue
        canonical = _canonical_arguments(node)
        if canonical is not None and canonical != (node.args, node.kwargs):
            node.args, node.kwargs = canonical
            changed = True
    return changed


def _canonical_arguments(node: torch.fx.Node) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
    try:
        signature = inspect.signature(node.target)
        bound = signature.bind(*node.args, **node.kwargs)
    except (TypeError, ValueError):  # builtins without a Python signature, or a call it rejects
        return None
    positional_kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    pending_defaults: list[Any] = []  # positional defaults kept only if a later argument follows
    for name, parameter in signature.parameters.items():
        if parameter.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
            return None  # *args/**kwargs: their binding is not one canonical form
        given = name in bound.arguments
        value = bound.arguments[name] if given else parameter.default
        is_default = not given or (
            parameter.default is not inspect.Parameter.empty
            and _same_literal(value, parameter.default)
        )
        if parameter.kind in positional_kinds:
            if is_default and parameter.default is not inspect.Parameter.empty:
                pending_defaults.append(parameter.default)
                continue
            args.extend(pending_defaults)
            pending_defaults.clear()
            args.append(value)
        elif not is_default:
            kwargs[name] = value
    return tuple(args), kwargs


def _same_literal(value: Any, default: Any) -> bool:
    if isinstance(value, torch.fx.Node):
        return False
    try:
        return type(value) is type(default) and bool(value == default)
    except Exception:  # values whose == is not a plain bool
        return False


def _output_count(graph: torch.fx.Graph) -> int:
    output = next(n for n in graph.nodes if n.op == "output")
    value = output.args[0]
    return len(value) if isinstance(value, (tuple, list)) else 1


def _prepare(rule: PassRule) -> _Prepared:
    """Traces the pattern and builds the replacement with the pattern's parameter names."""
    names = _parameter_names(rule)
    try:
        pattern = torch.fx.symbolic_trace(rule.pattern)
    except Exception as error:
        raise PassLoadError(
            f"{rule.path}: pattern does not trace: {_where(error, rule.path)}"
        ) from error
    _canonical_calls(pattern.graph)
    pattern.recompile()
    outputs = _output_count(pattern.graph)

    def call(*args: Any) -> Any:
        try:
            forwarded = rule.replacement_args(*args)
        except Exception as error:
            raise PassLoadError(
                f"{rule.path}: replacement_args failed: {_where(error, rule.path)}"
            ) from error
        if not isinstance(forwarded, (tuple, list)):
            forwarded = (forwarded,)
        kernel = rule.replacement_func()
        if not callable(kernel):
            raise PassLoadError(f"{rule.path}: replacement_func() returned {kernel!r}")
        _check_arity(rule, kernel, len(forwarded))
        result = kernel(*forwarded)
        if outputs > 1 and isinstance(result, torch.fx.Proxy):
            return tuple(result[i] for i in range(outputs))
        return result

    for name in names:
        if not name.isidentifier() or keyword.iskeyword(name):
            raise PassLoadError(f"{rule.path}: pattern parameter {name!r} is not a name")
    arguments = ", ".join(names)
    namespace: dict[str, Any] = {"call": call}
    exec(f"def replacement({arguments}):\n    return call({arguments})\n", namespace)
    replacement = namespace["replacement"]
    try:
        traced = torch.fx.symbolic_trace(replacement)
    except PassLoadError:
        raise
    except Exception as error:
        raise PassLoadError(
            f"{rule.path}: the replacement does not trace ({_where(error, rule.path)}); the "
            "function replacement_func() returns must be decorated with @torch.fx.wrap so that "
            "it stays one node"
        ) from error
    produced = _output_count(traced.graph)
    if produced != outputs:
        raise PassLoadError(
            f"{rule.path}: the pattern returns {outputs} values, the replacement {produced}"
        )
    return _Prepared(rule, pattern, replacement, outputs)


def _check_arity(rule: PassRule, kernel: Callable[..., Any], count: int) -> None:
    target = getattr(kernel, "__wrapped__", kernel)
    try:
        inspect.signature(target).bind(*range(count))
    except TypeError as error:
        raise PassLoadError(
            f"{rule.path}: replacement_args gives {count} arguments, but "
            f"{getattr(target, '__name__', 'the kernel wrapper')} takes other ones: {error}"
        ) from error
    except ValueError:  # builtins without a signature: nothing to check
        return


def apply_passes(
    gm: torch.fx.GraphModule,
    passes: PassSet | Sequence[_Prepared],
    report: PassReport,
    replacement_for: Callable[[_Prepared], Callable[..., Any]] | None = None,
) -> int:
    """Rewrites ``gm`` in place with every pass in order; returns the replacements made."""
    prepared = [_prepare(r) for r in passes.rules] if isinstance(passes, PassSet) else passes
    _canonical_calls(gm.graph)
    made = 0
    for item in prepared:
        replacement = replacement_for(item) if replacement_for else item.replacement
        try:
            matches = subgraph_rewriter.replace_pattern(gm, item.pattern, replacement)
        except Exception as error:
            raise PassLoadError(
                f"{item.rule.path}: rewriting failed: {type(error).__name__}: {error}"
            ) from error
        report.replacements[item.rule.name] = report.replacements.get(item.rule.name, 0) + len(
            matches
        )
        made += len(matches)
    report.graphs += 1
    if made:
        report.matched_graphs += 1
        gm.graph.lint()
        gm.recompile()
    return made


def count_matches(gm: torch.fx.GraphModule, prepared: Sequence[_Prepared]) -> dict[str, int]:
    """Non-overlapping matches of each pattern in ``gm``, counted without rewriting it."""
    from torch.fx.passes.utils.matcher_utils import SubgraphMatcher

    if _canonical_calls(gm.graph):  # changes no semantics: Inductor may compile it so
        gm.recompile()
    counts: dict[str, int] = {}
    for item in prepared:
        matcher = SubgraphMatcher(
            item.pattern.graph, match_output=False, remove_overlapping_matches=True
        )
        counts[item.rule.name] = len(matcher.match(gm.graph))
    return counts


# ------------------------------------------------------------------------------------------
# backends


class _ReportingCall:
    """The compiled callable: fails the first call when no pass replaced anything."""

    def __init__(self, compiled: Callable[..., Any], report: PassReport, source: Path) -> None:
        self._compiled = compiled
        self._checked = False
        self._source = source
        self.passnet_report = report

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        result = self._compiled(*args, **kwargs)
        if not self._checked:
            self._checked = True
            report = self.passnet_report
            if report.errors:
                raise _compile_error(report.errors[0])
            if (
                report.rewritten is not None
                and report.total()
                and not sum(report.rewritten.values())
            ):
                raise _compile_error(
                    f"the passes of {self._source} match dynamo's graphs, but Inductor's own "
                    "pre-grad passes changed them first: nothing was replaced"
                )
            if report.total() == 0:
                raise _compile_error(
                    f"no pass of {self._source} matched any of the "
                    f"{self.passnet_report.graphs} captured graphs "
                    f"(passes: {', '.join(self.passnet_report.rules)})"
                )
        return result


def _compile_error(message: str) -> Exception:
    from passnet.runtime.backends import CompileError

    return CompileError(message)


def make_pass_backend(path: str | Path, with_inductor: bool) -> Callable[..., Any]:
    """The factory of ``passes:PATH`` (``with_inductor`` False) or ``passes+inductor:PATH``."""

    def factory(
        model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
    ) -> Any:
        try:
            passes = load_passes(path)
            prepared = [_prepare(rule) for rule in passes.rules]
        except PassLoadError as error:
            raise _compile_error(str(error)) from error
        report = PassReport(rules=[rule.name for rule in passes.rules])
        try:
            if with_inductor:
                backend = _inductor_backend(passes, prepared, report)
            else:
                backend = _eager_backend(prepared, report)
        except PassLoadError as error:
            raise _compile_error(str(error)) from error
        compiled = torch.compile(model, backend=backend, dynamic=False)
        return _ReportingCall(compiled, report, passes.root)

    return factory


def _eager_backend(prepared: Sequence[_Prepared], report: PassReport) -> Callable[..., Any]:
    def backend(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> Callable[..., Any]:
        try:
            apply_passes(gm, prepared, report)
        except PassLoadError as error:
            report.errors.append(str(error))
        return gm.forward

    return backend


def _inductor_backend(
    passes: PassSet, prepared: Sequence[_Prepared], report: PassReport
) -> Callable[..., Any]:
    from torch._inductor.compile_fx import compile_fx

    custom_pass = _custom_graph_pass(passes, prepared, report)
    # Registered before compiling: on an FX graph cache hit Inductor loads code that calls the
    # ops without running the pass that would otherwise register them.
    for item in prepared:
        _custom_op(item, len(_parameter_names(item.rule)))

    def backend(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> Callable[..., Any]:
        # Counted on dynamo's graph: on an FX graph cache hit Inductor never runs the pass.
        found = count_matches(gm, prepared)
        report.graphs += 1
        if any(found.values()):
            report.matched_graphs += 1
        for name, count in found.items():
            report.replacements[name] = report.replacements.get(name, 0) + count
        return compile_fx(gm, example_inputs, config_patches={"pre_grad_custom_pass": custom_pass})

    return backend


def _custom_graph_pass(
    passes: PassSet, prepared: Sequence[_Prepared], report: PassReport
) -> Callable[[torch.fx.Graph], None]:
    try:
        from torch._inductor.custom_graph_pass import CustomGraphPass
    except ImportError:  # torch < 2.5: a plain callable (no cache key to give)
        CustomGraphPass = object

    class RewritePass(CustomGraphPass):  # type: ignore[misc, valid-type]
        def __call__(self, graph: torch.fx.Graph) -> None:
            gm = graph.owning_module
            if gm is None:
                return
            scratch = PassReport(rules=report.rules)
            try:
                apply_passes(gm, prepared, scratch, replacement_for=_custom_op_replacement)
                _check_custom_op_arguments(graph)
            except Exception as error:
                # Say what went wrong in pass terms; Inductor then fails the compile with it.
                message = str(error) if isinstance(error, PassLoadError) else ""
                if not message:
                    try:
                        _check_custom_op_arguments(graph)
                    except PassLoadError as specific:
                        message = str(specific)
                message = message or (
                    f"{passes.root}: the rewrite inside Inductor failed: "
                    f"{type(error).__name__}: {error}"
                )
                report.errors.append(message)
                raise _compile_error(message) from error
            rewritten = report.rewritten if report.rewritten is not None else {}
            for name, count in scratch.replacements.items():
                rewritten[name] = rewritten.get(name, 0) + count
            report.rewritten = rewritten

        def uuid(self) -> str:
            return passes.uuid()

    return RewritePass()


# Custom ops are registered once per pass source and arity, process-wide.
_custom_ops: dict[str, Any] = {}
_custom_op_rules: dict[Any, PassRule] = {}
_custom_ops_lock = threading.Lock()


def _custom_op_replacement(item: _Prepared) -> Callable[..., Any]:
    """A replacement that calls the pass's kernel through a custom op Inductor compiles around."""
    names = _parameter_names(item.rule)
    op = _custom_op(item, len(names))
    outputs = item.outputs

    def call(*args: Any) -> Any:
        result = op(*args)
        if outputs > 1 and isinstance(result, torch.fx.Proxy):
            return tuple(result[i] for i in range(outputs))
        return result

    arguments = ", ".join(names)
    namespace: dict[str, Any] = {"call": call}
    exec(f"def replacement({arguments}):\n    return call({arguments})\n", namespace)
    return namespace["replacement"]


def _custom_op(item: _Prepared, arity: int) -> Any:
    """The op ``passnet_pass::<name>_<source hash>_<arity>`` (its default overload)."""
    name = "".join(c if c.isalnum() else "_" for c in item.rule.name).lower()
    # The name holds what the cached code that calls it depends on (pass name, source, arity);
    # it may not start with a digit, a file stem may.
    op_name = f"p_{name}_{item.rule.source_sha256[:16]}_{arity}"
    with _custom_ops_lock:
        if op_name in _custom_ops:
            return _custom_ops[op_name]
        rule = item.rule
        outputs = item.outputs
        parameters = [f"a{i}" for i in range(arity)]
        tensors = ", ".join(["torch.Tensor"] * outputs)
        returns = "torch.Tensor" if outputs == 1 else f"tuple[{tensors}]"
        # custom_op derives the schema from annotations: every pattern input is a tensor here.
        signature = ", ".join(f"{p}: torch.Tensor" for p in parameters)
        namespace: dict[str, Any] = {"torch": torch, "rule": rule, "_fresh": _fresh_outputs}
        exec(
            f"def real({signature}) -> {returns}:\n"
            f"    forwarded = rule.replacement_args({', '.join(parameters)})\n"
            "    if not isinstance(forwarded, (tuple, list)):\n"
            "        forwarded = (forwarded,)\n"
            f"    return _fresh(rule.replacement_func()(*forwarded), ({', '.join(parameters)},))\n",
            namespace,
        )
        try:
            definition = torch.library.custom_op(f"passnet_pass::{op_name}", mutates_args=())(
                namespace["real"]
            )
        except Exception as error:
            raise PassLoadError(
                f"{rule.path}: cannot register its replacement as a custom op: "
                f"{type(error).__name__}: {error}"
            ) from error

        def fake(*args: torch.Tensor) -> Any:
            # The pattern computes what the kernel does: under fake tensors it gives the shapes.
            result = rule.pattern(*args)
            if outputs == 1:
                return result.clone(memory_format=torch.contiguous_format)
            return tuple(r.clone(memory_format=torch.contiguous_format) for r in result)

        definition.register_fake(fake)
        op = getattr(torch.ops.passnet_pass, op_name).default
        _custom_ops[op_name] = op
        _custom_op_rules[op] = rule
        return op


def _check_custom_op_arguments(graph: torch.fx.Graph) -> None:
    """The custom ops take tensors: a pattern parameter that matched a constant cannot be one."""
    for node in graph.nodes:
        rule = _custom_op_rules.get(node.target) if node.op == "call_function" else None
        if rule is None:
            continue
        for value in node.args:
            if not isinstance(value, torch.fx.Node):
                raise PassLoadError(
                    f"{rule.path}: a pattern parameter matched the constant {value!r}; "
                    "passes+inductor passes only tensors to a replacement (write the constant "
                    "into the pattern)"
                )


def _fresh_outputs(result: Any, inputs: tuple[torch.Tensor, ...]) -> Any:
    """Outputs as the fake implementation promises them: contiguous, and never a view of an
    input (a custom op may not return one); a kernel's own contiguous outputs are not copied."""
    storages = {t.untyped_storage().data_ptr() for t in inputs if isinstance(t, torch.Tensor)}

    def fresh(value: Any) -> Any:
        if not isinstance(value, torch.Tensor):
            return value
        if value.untyped_storage().data_ptr() in storages:
            return value.clone(memory_format=torch.contiguous_format)
        return value.contiguous()

    if isinstance(result, (tuple, list)):
        return tuple(fresh(v) for v in result)
    return fresh(result)
