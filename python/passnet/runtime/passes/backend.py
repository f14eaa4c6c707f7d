"""The backends that apply passes: ``passes:PATH`` runs the rewritten graphs as they are,
``passes+inductor:PATH`` rewrites inside Inductor, each replacement a custom op Inductor compiles
around (see :mod:`passnet.runtime.passes`), and ``passnet-passes:DIR`` applies a PassNet task's
``pass_dir`` exactly as PassNet does (:mod:`~passnet.runtime.passes.pass_dir`) and runs the
rewritten graphs as they are.
"""

from __future__ import annotations

import copy
import hashlib
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import torch
import torch.fx

from passnet.integrity import guard
from passnet.integrity.files import PassPathError
from passnet.integrity.rules import Verdict
from passnet.integrity.static import check_pass_path
from passnet.runtime.errors import CompileError, IntegrityFlagged
from passnet.runtime.invocation import (
    call_graph,
    placeholders,
    trace_model,
    with_fake_values,
)
from passnet.runtime.passes.fusion_boundary import inductor_policies, keeps_fusion_boundary
from passnet.runtime.passes.loader import PassLoadError, PassRule, PassSet, load_passes
from passnet.runtime.passes.matmul_lowering import graph_on_gpu, keeps_matmul_lowering
from passnet.runtime.passes.pass_dir import load_pass_dir
from passnet.runtime.passes.rewrite import (
    PassReport,
    Prepared,
    apply_passes,
    count_matches,
    parameter_names,
    prepare,
)
from passnet.spec.backend_spec import BackendKind, BackendSpec, InductorUse
from passnet.spec.options import Invocation

__all__ = ["INTEGRITY_SWITCH", "make_pass_backend"]

INTEGRITY_SWITCH = "PASSNET_INTEGRITY"
"""``PASSNET_INTEGRITY=0`` in a worker's environment turns the integrity layer off for pass
backends (no static check, no watched calls, no verdict): for measuring what the guards cost,
never for scoring. It is the user's switch only: a run's own choice (the request's
``integrity``) reaches :func:`make_pass_backend` as its argument, and the layer runs where both
leave it on."""


class _ReportingCall:
    """The compiled callable: fails the first call when no pass replaced anything."""

    def __init__(self, compiled: Callable[..., Any], report: PassReport, source: Path) -> None:
        self._compiled = compiled
        self._checked = False
        self._source = source
        self.passnet_report = report
        self.passnet_integrity: guard.Monitor | None = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        result = self._compiled(*args, **kwargs)
        if not self._checked:
            self._checked = True
            report = self.passnet_report
            if report.errors:
                raise CompileError(report.errors[0])
            if (
                report.rewritten is not None
                and report.total()
                and not sum(report.rewritten.values())
            ):
                raise CompileError(
                    f"the passes of {self._source} match dynamo's graphs, but Inductor's own "
                    "pre-grad passes changed them first: nothing was replaced"
                )
            if report.total() == 0:
                raise CompileError(
                    f"no pass of {self._source} matched any of the "
                    f"{self.passnet_report.graphs} captured graphs "
                    f"(passes: {', '.join(self.passnet_report.rules)})"
                )
        return result


def make_pass_backend(
    spec: BackendSpec, *, invocation: Invocation, integrity: bool
) -> Callable[..., Any]:
    """The factory of ``passes:PATH``, ``passes+inductor:PATH`` (lowered, :mod:`.lowering`),
    ``passes+custom-op:PATH`` or ``passnet-passes:DIR`` (``spec``, its path as the worker
    resolved it), called through dynamo or directly (:mod:`passnet.runtime.invocation`;
    ``cudagraph`` replays the direct call). ``integrity`` False leaves the integrity layer out
    (so does :data:`INTEGRITY_SWITCH`)."""
    if spec.kind not in (BackendKind.PASSES, BackendKind.PASSNET_PASSES):
        raise ValueError(f"make_pass_backend: {spec.text} is no passes: or passnet-passes: backend")
    path = spec.path
    pass_dir = spec.kind is BackendKind.PASSNET_PASSES
    with_inductor = spec.inductor is not InductorUse.NONE
    lowered = spec.inductor is InductorUse.LOWERED

    def factory(
        model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
    ) -> Any:
        monitor = None
        if integrity and os.environ.get(INTEGRITY_SWITCH, "1") != "0":
            not_loaded = inspect_before_import(path)
            monitor = guard.Monitor(device)
            monitor.not_loaded = not_loaded
        guard.activate(monitor)
        dropped: list[str] = []
        try:
            if pass_dir:
                loaded = load_pass_dir(path)
                passes, dropped = loaded.passes, loaded.dropped
            else:
                passes = load_passes(path)
            style = "passnet" if pass_dir else "canonical"
            prepared = [prepare(rule, style) for rule in passes.rules]
        except PassLoadError as error:
            raise CompileError(str(error)) from error
        report = PassReport(rules=[rule.name for rule in passes.rules], dropped=dropped)
        try:
            if with_inductor:
                backend = _inductor_backend(passes, prepared, report, lowered)
            else:
                backend = _eager_backend(prepared, report)
        except PassLoadError as error:
            raise CompileError(str(error)) from error
        if invocation is not Invocation.DYNAMO:
            gm = trace_model(model)
            names = placeholders(gm)
            example = [example_inputs[name] for name in names]
            if with_inductor:  # the rewrite and the lowering read the shapes dynamo would give
                gm = with_fake_values(gm, example)
            compiled = call_graph(backend(gm, example), names)
        else:
            compiled = torch.compile(model, backend=backend, dynamic=False)
        call = _ReportingCall(compiled, report, passes.root)
        call.passnet_integrity = monitor
        return call

    return factory


def inspect_before_import(path: str | Path) -> tuple[str, ...]:
    """The static layer over every pass file and the modules they import, before any is
    imported; raises :class:`IntegrityFlagged` with the violations. Returns the modules of the
    path that nothing loads (relative to it), for the verdict."""
    try:
        checks = check_pass_path(path)
    except (PassPathError, PassLoadError):
        return ()  # the loader says what is wrong with the path
    root = Path(path) if Path(path).is_dir() else Path(path).parent
    not_loaded = tuple(str(c.file.relative_to(root)) for c in checks if not c.loaded)
    # An unreadable file or a syntax error: the loader reports it with file:line:col.
    violations = [v for check in checks for v in check.violations]
    if violations:
        verdict = Verdict(violations, checked_layers=("static",), not_loaded=not_loaded)
        raise IntegrityFlagged(verdict)
    return not_loaded


def _eager_backend(prepared: Sequence[Prepared], report: PassReport) -> Callable[..., Any]:
    rules: dict[Any, PassRule] = {item.rule.module: item.rule for item in prepared}
    # A replacement function a helper module defines has the helper's module name: known by
    # identity instead.
    rules.update({id(item.rule.replacement_func()): item.rule for item in prepared})

    def backend(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> Callable[..., Any]:
        try:
            if apply_passes(gm, prepared, report) and guard.active_monitor() is not None:
                _guard_wrappers(gm, rules)
        except PassLoadError as error:
            report.errors.append(str(error))
        return gm.forward

    return backend


def _guard_wrappers(gm: torch.fx.GraphModule, rules: Mapping[Any, PassRule]) -> None:
    """Points every call of a pass's wrapper in ``gm`` at :func:`guard.invoke`, which watches
    the calls the worker asks it to (see :mod:`passnet.integrity.guard`)."""
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        rule = rules.get(getattr(node.target, "__module__", "")) or rules.get(id(node.target))
        if rule is not None:
            node.target = _guarded(rule, node.target)
    gm.recompile()


def _guarded(rule: PassRule, wrapper: Callable[..., Any]) -> Callable[..., Any]:
    name, source = rule.name, rule.path

    def guarded(*args: Any) -> Any:
        return guard.invoke(name, source, wrapper, args)

    guarded.__name__ = guarded.__qualname__ = getattr(wrapper, "__name__", "pass_wrapper")
    return guarded


def _inductor_backend(
    passes: PassSet, prepared: Sequence[Prepared], report: PassReport, lowered: bool = False
) -> Callable[..., Any]:
    from torch._inductor.compile_fx import compile_fx

    from passnet.runtime.passes.lowering import inductor_options

    keep = keeps_matmul_lowering(), keeps_fusion_boundary()
    report.matmul_lowering = "keep" if keep[0] else "free"
    report.fusion_boundary = "keep" if keep[1] else "free"
    custom_pass = _custom_graph_pass(passes, prepared, report, lowered, keep)
    # Registered before compiling: on an FX graph cache hit Inductor loads code that calls the
    # ops without running the pass that would otherwise register them.
    for item in prepared:
        custom_op(item, len(parameter_names(item.rule)))

    def backend(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> Callable[..., Any]:
        # Counted on dynamo's graph: on an FX graph cache hit Inductor never runs the pass.
        found = count_matches(
            gm, prepared, inductor_policies(gm.graph, graph_on_gpu(gm.graph), *keep)
        )
        report.graphs += 1
        if any(found.values()):
            report.matched_graphs += 1
            _register_ops_of(gm, prepared, report)
        for name, count in found.items():
            report.replacements[name] = report.replacements.get(name, 0) + count
        options = {"pre_grad_custom_pass": custom_pass, **(inductor_options() if lowered else {})}
        return compile_fx(gm, example_inputs, config_patches=options)

    return backend


def _register_ops_of(
    gm: torch.fx.GraphModule, prepared: Sequence[Prepared], report: PassReport
) -> None:
    """Registers the ops that rewriting GM makes, constants built in included, by rewriting a
    copy: on an FX graph cache hit Inductor loads code that calls them without running the pass
    that would otherwise register them. A failure here is the pass's own, reported when
    Inductor runs it."""
    trial = copy.deepcopy(gm)
    try:
        apply_passes(trial, prepared, PassReport(rules=report.rules), custom_op_replacement)
        specialise_constants(trial.graph)
    except Exception:  # the rewrite inside Inductor reports it
        return


def _custom_graph_pass(
    passes: PassSet,
    prepared: Sequence[Prepared],
    report: PassReport,
    lowered: bool,
    keep: tuple[bool, bool],
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
            policies = inductor_policies(graph, graph_on_gpu(graph), *keep)
            try:
                apply_passes(gm, prepared, scratch, custom_op_replacement, policies)
                specialise_constants(graph)
                if lowered:
                    _lower(graph, report)
            except guard.IntegrityViolation:
                raise  # the watched call of a lowering flagged the pass: the monitor has it
            except Exception as error:
                # Say what went wrong in pass terms; Inductor then fails the compile with it.
                message = str(error) if isinstance(error, PassLoadError) else ""
                message = message or (
                    f"{passes.root}: the rewrite inside Inductor failed: "
                    f"{type(error).__name__}: {error}"
                )
                report.errors.append(message)
                raise CompileError(message) from error
            rewritten = report.rewritten if report.rewritten is not None else {}
            for name, count in scratch.replacements.items():
                rewritten[name] = rewritten.get(name, 0) + count
            report.rewritten = rewritten
            for name, count in scratch.declined.items():
                report.declined[name] = report.declined.get(name, 0) + count
            for reason, count in scratch.declined_reasons.items():
                report.declined_reasons[reason] = report.declined_reasons.get(reason, 0) + count

        def uuid(self) -> str:
            # Lowered and custom-op code differ for the same passes, and with the code that
            # rewrites: Inductor's FX graph cache serves neither for the other.
            policy = ("" if keep[0] else "-free-matmuls") + ("" if keep[1] else "-free-fusion")
            return f"{passes.uuid()}-{_REWRITE_VERSION}" + ("-lowered" if lowered else "") + policy

    return RewritePass()


def custom_op_calls() -> dict[Any, tuple[Prepared, int, tuple[tuple[int, Any], ...]]]:
    """Every registered replacement op with its pass, pattern arity and built-in constants
    (what :func:`lowering.lower_calls` takes)."""
    with _custom_ops_lock:
        return dict(_custom_op_items)


def _lower(graph: torch.fx.Graph, report: PassReport) -> None:
    from passnet.runtime.passes.lowering import LoweringReport, lower_calls

    scratch = LoweringReport()
    lower_calls(graph, custom_op_calls(), scratch)
    lowered = report.lowered if report.lowered is not None else {}
    for rule, count in scratch.lowered.items():
        lowered[rule] = lowered.get(rule, 0) + count
    report.lowered = lowered
    for rule, reasons in scratch.not_lowered.items():
        known = report.not_lowered.setdefault(rule, [])
        known += [r for r in reasons if r not in known]


def _rewrite_version() -> str:
    """A hash of the modules whose code decides what the rewrite inside Inductor produces."""
    digest = hashlib.sha256()
    for name in (
        "backend.py",
        "fusion_boundary.py",
        "lowering.py",
        "matmul_lowering.py",
        "rewrite.py",
    ):
        digest.update((Path(__file__).with_name(name)).read_bytes())
    return digest.hexdigest()[:12]


_REWRITE_VERSION = _rewrite_version()

# Custom ops are registered once per pass source and arity, process-wide.
_custom_ops: dict[str, Any] = {}
# op: (pass, pattern arity, built-in constants)
_custom_op_items: dict[Any, tuple[Prepared, int, tuple[tuple[int, Any], ...]]] = {}
_custom_ops_lock = threading.Lock()
# Defined through a Library fragment with one kernel for every backend, not
# ``torch.library.custom_op``: that wraps each call in its autograd layer and a Python redispatch
# (8 us a call against 1 us on the CPU here), paid on every replacement Inductor's code calls.
_library: torch.library.Library | None = None


def custom_op_replacement(item: Prepared) -> Callable[..., Any]:
    """A replacement that calls the pass's kernel through a custom op Inductor compiles around."""
    names = parameter_names(item.rule)
    op = custom_op(item, len(names))
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


def custom_op(item: Prepared, arity: int, constants: tuple[tuple[int, Any], ...] = ()) -> Any:
    """The op ``passnet_pass::<name>_<source hash>_<arity>`` (its default overload), whose
    arguments are the pattern's parameters. With CONSTANTS ((position, value) pairs: parameters
    that matched constants, a dropout's p or a layer norm's shape) the op is one of its own with
    those values built in, named after them too, and takes the other parameters alone."""
    name = "".join(c if c.isalnum() else "_" for c in item.rule.name).lower()
    # The name holds what the cached code that calls it depends on (pass name, source, arity,
    # built-in constants); it may not start with a digit, a file stem may.
    op_name = f"p_{name}_{item.rule.source_sha256[:16]}_{arity}"
    if constants:
        op_name += "_c" + hashlib.sha256(repr(constants).encode()).hexdigest()[:12]
    with _custom_ops_lock:
        if op_name in _custom_ops:
            return _custom_ops[op_name]
        rule = item.rule
        outputs = item.outputs
        built_in = dict(constants)
        parameters = [f"a{i}" for i in range(arity) if i not in built_in]
        every = ", ".join(f"_c[{i}]" if i in built_in else f"a{i}" for i in range(arity))
        signature = ", ".join(parameters)
        namespace: dict[str, Any] = {
            "torch": torch,
            "rule": rule,
            "_c": built_in,
            "_fresh": _fresh_outputs,
            "_invoke": guard.invoke,
        }
        exec(
            f"def real({signature}):\n"
            f"    forwarded = rule.replacement_args({every})\n"
            "    if not isinstance(forwarded, (tuple, list)):\n"
            "        forwarded = (forwarded,)\n"
            "    result = _invoke(rule.name, rule.path, rule.replacement_func(), forwarded)\n"
            f"    return _fresh(result, ({''.join(p + ', ' for p in parameters)}))\n"
            f"def pattern_of({signature}):\n"
            f"    return rule.pattern({every})\n",
            namespace,
        )
        pattern = namespace["pattern_of"]

        def fake(*args: torch.Tensor) -> Any:
            # The pattern computes what the kernel does: under fake tensors it gives the shapes.
            result = pattern(*args)
            if outputs == 1:
                return result.clone(memory_format=torch.contiguous_format)
            return tuple(r.clone(memory_format=torch.contiguous_format) for r in result)

        global _library
        try:
            if _library is None:
                _library = torch.library.Library("passnet_pass", "FRAGMENT")
            # What is left of the pattern's inputs once constants are built in are tensors.
            arguments = ", ".join(f"Tensor {p}" for p in parameters)
            results = "Tensor" if outputs == 1 else f"({', '.join(['Tensor'] * outputs)})"
            _library.define(f"{op_name}({arguments}) -> {results}")
            _library.impl(op_name, namespace["real"], "CompositeExplicitAutograd")
            torch.library.register_fake(f"passnet_pass::{op_name}", fake, lib=_library)
        except Exception as error:
            raise PassLoadError(
                f"{rule.path}: cannot register its replacement as a custom op: "
                f"{type(error).__name__}: {error}"
            ) from error
        op = getattr(torch.ops.passnet_pass, op_name).default
        _custom_ops[op_name] = op
        _custom_op_items[op] = (item, arity, constants)
        return op


def custom_op_rules() -> dict[str, PassRule]:
    """Every registered replacement op by its name (``passnet_pass::...``, as the profiler
    names its calls), with the rule it replaces for."""
    with _custom_ops_lock:
        return {op._schema.name: item.rule for op, (item, _, _) in _custom_op_items.items()}


def specialise_constants(graph: torch.fx.Graph) -> None:
    """Calls of the custom ops with a constant where the pattern has a parameter (the matcher
    binds a parameter to whatever the graph passes there: a dropout's p, a layer norm's shape)
    are sent to an op of their own with those constants built in (:func:`custom_op`), since
    an op's arguments here are tensors. A parameter bound to a graph value that is no tensor
    (a size computed at run time) cannot be built in: that is an error in pass terms."""
    for node in graph.nodes:
        found = _custom_op_items.get(node.target) if node.op == "call_function" else None
        if found is None or all(isinstance(v, torch.fx.Node) for v in node.args):
            continue
        item, arity, _ = found
        for value in node.args:
            shown = value.meta.get("val") if isinstance(value, torch.fx.Node) else None
            if shown is not None and not isinstance(shown, torch.Tensor):
                raise PassLoadError(
                    f"{item.rule.path}: a pattern parameter matched {value.name}, a graph value "
                    f"that is no tensor ({type(shown).__name__}); passes+inductor passes "
                    "tensors and constants to a replacement, not values computed at run time"
                )
        constants = tuple(
            (i, v) for i, v in enumerate(node.args) if not isinstance(v, torch.fx.Node)
        )
        node.target = custom_op(item, arity, constants)
        node.args = tuple(v for v in node.args if isinstance(v, torch.fx.Node))


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
