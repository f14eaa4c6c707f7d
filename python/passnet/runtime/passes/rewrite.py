"""Rewriting FX graphs with loaded passes: tracing each pattern and its replacement, putting
calls in one canonical form so that dynamo's graphs and traced patterns compare equal, and
``subgraph_rewriter.replace_pattern`` (see :mod:`passnet.runtime.passes`).

Two matching styles (:data:`MATCH_STYLES`):

* ``canonical`` (passnet's): the pattern *and* the graph are put in one form (arguments bound to
  the signature, defaults filled in, all positional but keyword-only ones), so
  ``F.softmax(x, dim=-1)`` in a pattern matches ``F.softmax(x, -1)`` in the graph and the other
  way round, and a pattern parameter in a literal's place (``eps``) matches whether the model
  passed the literal or left it at its default;
* ``passnet`` (PassNet's evaluator, the default for PassNet's layout): only the pattern is
  normalised, every call positional *with its defaults filled in*; the graph is matched as
  dynamo (or ``symbolic_trace``) recorded it. A call the model wrote with keyword arguments, or
  with fewer arguments than the signature has, then never matches a pattern of a Python
  function with defaults: PassNet's behaviour, kept so that its scores reproduce.
"""

from __future__ import annotations

import inspect
import keyword
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import torch
import torch.fx
from torch.fx import subgraph_rewriter
from torch.fx.passes.utils.matcher_utils import InternalMatch

from passnet.runtime.passes.loader import PassLoadError, PassRule, PassSet, where

__all__ = [
    "MATCH_STYLES",
    "PassReport",
    "Prepared",
    "apply_passes",
    "count_matches",
    "parameter_names",
    "prepare",
]

MATCH_STYLES = ("canonical", "passnet")


@dataclass
class PassReport:
    """What applying a pass set did, summed over the FX graphs of one compiled model."""

    rules: list[str]
    dropped: list[str] = field(default_factory=list)
    """``passnet-passes``: the listed rules PassNet's limits left out, each with its reason."""
    replacements: dict[str, int] = field(default_factory=dict)
    graphs: int = 0
    matched_graphs: int = 0
    errors: list[str] = field(default_factory=list)
    rewritten: dict[str, int] | None = None
    """``passes+inductor``: what the pass replaced in Inductor's graphs when it ran (None when
    every graph came from Inductor's cache, which skips the pass)."""
    lowered: dict[str, int] | None = None
    """Lowering (``passes+inductor``): per rule, the calls lowered into Inductor's code."""
    not_lowered: dict[str, list[str]] = field(default_factory=dict)
    """Lowering (``passes+inductor``): per rule, why calls stayed custom ops."""
    declined: dict[str, int] = field(default_factory=dict)
    """Per rule, matches left as they were because replacing them would change what Inductor
    does around them (:mod:`.matmul_lowering`, :mod:`.fusion_boundary`)."""
    declined_reasons: dict[str, int] = field(default_factory=dict)
    """The same matches by the policy's reason."""
    matmul_lowering: str | None = None
    """Inside Inductor: ``keep`` (matches that change a linear layer's lowering left) or
    ``free`` (replaced)."""
    fusion_boundary: str | None = None
    """Inside Inductor: ``keep`` (matches Inductor fuses with their neighbours left) or
    ``free`` (replaced)."""

    def total(self) -> int:
        return sum(self.replacements.values())

    def to_json(self) -> dict[str, Any]:
        report: dict[str, Any] = {
            "passes": list(self.rules),
            "replacements": {name: self.replacements.get(name, 0) for name in self.rules},
            "total_replacements": self.total(),
            "graphs": self.graphs,
            "matched_graphs": self.matched_graphs,
            "errors": list(self.errors),
        }
        if self.dropped:
            report["dropped"] = list(self.dropped)
        if self.rewritten is not None:
            report["rewritten_in_inductor"] = {n: self.rewritten.get(n, 0) for n in self.rules}
        if self.lowered is not None:
            report["lowered"] = {n: self.lowered.get(n, 0) for n in self.rules}
            report["not_lowered"] = {n: list(r) for n, r in self.not_lowered.items()}
        if self.matmul_lowering is not None:
            report["matmul_lowering"] = self.matmul_lowering
        if self.fusion_boundary is not None:
            report["fusion_boundary"] = self.fusion_boundary
        if any(self.declined.values()):
            report["declined_matches"] = {n: self.declined.get(n, 0) for n in self.rules}
            report["declined_because"] = "; ".join(
                f"{count} because {reason}" for reason, count in self.declined_reasons.items()
            )
        return report


@dataclass
class Prepared:
    rule: PassRule
    pattern: torch.fx.GraphModule
    replacement: Callable[..., Any]
    outputs: int
    style: str = "canonical"


class _PositionalTracer(torch.fx.Tracer):
    """PassNet's pattern tracer: every call of a function with a Python signature recorded with
    all its arguments positional, defaults filled in (unbindable calls as they are)."""

    def create_node(  # type: ignore[override]
        self,
        kind: str,
        target: Any,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        name: str | None = None,
        type_expr: Any | None = None,
    ) -> torch.fx.Node:
        if kind == "call_function" and callable(target):
            try:
                bound = inspect.signature(target).bind(*args, **kwargs)
                bound.apply_defaults()
                args, kwargs = tuple(bound.args), {}
            except (TypeError, ValueError):
                pass
        return super().create_node(kind, target, args, kwargs, name, type_expr)


def _trace(function: Callable[..., Any], style: str) -> torch.fx.GraphModule:
    if style == "passnet":
        tracer = _PositionalTracer()
        graph = tracer.trace(function)
        return torch.fx.GraphModule(tracer.root, graph, getattr(function, "__name__", "pattern"))
    return torch.fx.symbolic_trace(function)


def parameter_names(rule: PassRule) -> list[str]:
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
    """Writes every call with a Python signature in one form: every argument positional
    (keyword-only ones as keywords), defaults filled in.

    ``symbolic_trace`` records ``F.softmax(x, dim=-1)`` with a keyword, dynamo records what the
    model wrote (``softmax(x, -1)``, ``dropout(y, p=0.0, training=False)``); the matcher compares
    arguments position by position, so both graphs are rewritten to the same form. Filling the
    defaults in (rather than dropping them) lets a pattern parameter stand where a literal goes:
    ``layer_norm(s, shape, w, b, eps)`` matches a call that gave eps and one that left it at its
    default alike, and the matched literal reaches the replacement as an argument. Returns
    whether any node changed.
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
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for name, parameter in signature.parameters.items():
        if parameter.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
            return None  # *args/**kwargs: their binding is not one canonical form
        value = bound.arguments.get(name, parameter.default)
        if parameter.kind == inspect.Parameter.KEYWORD_ONLY:
            kwargs[name] = value
        else:
            args.append(value)
    return tuple(args), kwargs


def _output_count(graph: torch.fx.Graph) -> int:
    output = next(n for n in graph.nodes if n.op == "output")
    value = output.args[0]
    return len(value) if isinstance(value, (tuple, list)) else 1


def prepare(rule: PassRule, style: str = "canonical") -> Prepared:
    """Traces the pattern in ``style`` (:data:`MATCH_STYLES`) and builds the replacement with
    the pattern's parameter names."""
    names = parameter_names(rule)
    try:
        pattern = _trace(rule.pattern, style)
    except Exception as error:
        raise PassLoadError(
            f"{rule.path}: pattern does not trace: {where(error, rule.path)}"
        ) from error
    if style == "canonical":
        _canonical_calls(pattern.graph)
    pattern.recompile()
    outputs = _output_count(pattern.graph)

    def call(*args: Any) -> Any:
        try:
            forwarded = rule.replacement_args(*args)
        except Exception as error:
            raise PassLoadError(
                f"{rule.path}: replacement_args failed: {where(error, rule.path)}"
            ) from error
        if not isinstance(forwarded, (tuple, list)):
            forwarded = (forwarded,)
        kernel = rule.replacement_func()
        if not callable(kernel):
            raise PassLoadError(f"{rule.path}: replacement_func() returned {kernel!r}")
        _check_arity(rule, kernel, len(forwarded))
        proxy = next((a for a in forwarded if isinstance(a, torch.fx.Proxy)), None)
        if proxy is not None and _wrapped_in_another_module(kernel, rule):
            # fx.wrap patches the name in the module that wrapped it; a rule that imported the
            # wrapper from a helper holds the unpatched function, so the node is made here.
            result = proxy.tracer.create_proxy("call_function", kernel, tuple(forwarded), {})
        else:
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
            f"{rule.path}: the replacement does not trace ({where(error, rule.path)}); the "
            "function replacement_func() returns must be decorated with @torch.fx.wrap so that "
            "it stays one node"
        ) from error
    produced = _output_count(traced.graph)
    if produced != outputs:
        raise PassLoadError(
            f"{rule.path}: the pattern returns {outputs} values, the replacement {produced}"
        )
    return Prepared(rule, pattern, replacement, outputs, style)


def _wrapped_in_another_module(kernel: Callable[..., Any], rule: PassRule) -> bool:
    """Whether ``kernel`` was registered with ``torch.fx.wrap`` in a module other than the rule's
    (a helper of its pass folder)."""
    globals_ = getattr(kernel, "__globals__", None)
    name = getattr(kernel, "__name__", None)
    if globals_ is None or name is None or getattr(kernel, "__module__", None) == rule.module:
        return False
    registered = getattr(torch.fx._symbolic_trace, "_wrapped_fns_to_patch", {})
    return (id(globals_), name) in registered


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


class Declining(Protocol):
    """A policy that leaves some matches as they are (:mod:`.matmul_lowering`,
    :mod:`.fusion_boundary`)."""

    REASON: str

    def declines(self, match: InternalMatch, pattern: torch.fx.Graph) -> bool: ...


def declined_by(
    policies: Sequence[Declining], match: InternalMatch, pattern: torch.fx.Graph
) -> str | None:
    """The reason of the first policy that declines MATCH, or None."""
    for policy in policies:
        if policy.declines(match, pattern):
            return policy.REASON
    return None


def apply_passes(
    gm: torch.fx.GraphModule,
    passes: PassSet | Sequence[Prepared],
    report: PassReport,
    replacement_for: Callable[[Prepared], Callable[..., Any]] | None = None,
    policies: Sequence[Declining] = (),
) -> int:
    """Rewrites ``gm`` in place with every pass in order; returns the replacements made.
    POLICIES (built on ``gm`` before any rewrite): matches one declines are left as they are
    and counted in ``report.declined``."""
    prepared = [prepare(r) for r in passes.rules] if isinstance(passes, PassSet) else passes
    if any(item.style == "canonical" for item in prepared):
        _canonical_calls(gm.graph)
    made = 0
    for item in prepared:
        replacement = replacement_for(item) if replacement_for else item.replacement
        name = item.rule.name
        filters = []
        if policies:

            def keep(match: Any, _graph: Any, pattern: torch.fx.Graph, name: str = name) -> bool:
                reason = declined_by(policies, match, pattern)
                if reason is not None:
                    report.declined[name] = report.declined.get(name, 0) + 1
                    report.declined_reasons[reason] = report.declined_reasons.get(reason, 0) + 1
                return reason is None

            filters.append(keep)
        try:
            matches = subgraph_rewriter.replace_pattern_with_filters(
                gm, item.pattern, replacement, match_filters=filters
            )
        except Exception as error:
            raise PassLoadError(
                f"{item.rule.path}: rewriting failed: {type(error).__name__}: {error}"
            ) from error
        report.replacements[name] = report.replacements.get(name, 0) + len(matches)
        made += len(matches)
    report.graphs += 1
    if made:
        report.matched_graphs += 1
        gm.graph.lint()
        gm.recompile()
    return made


def count_matches(
    gm: torch.fx.GraphModule, prepared: Sequence[Prepared], policies: Sequence[Declining] = ()
) -> dict[str, int]:
    """Non-overlapping matches of each pattern in ``gm`` that no policy declines, counted
    without rewriting it."""
    from torch.fx.passes.utils.matcher_utils import SubgraphMatcher

    # PassNet's style matches the graph as it was recorded; canonical puts both in one form
    # (which changes no semantics: Inductor may compile it so)
    if any(item.style == "canonical" for item in prepared) and _canonical_calls(gm.graph):
        gm.recompile()
    counts: dict[str, int] = {}
    for item in prepared:
        matcher = SubgraphMatcher(
            item.pattern.graph, match_output=False, remove_overlapping_matches=True
        )
        matches = matcher.match(gm.graph)
        if policies:
            graph = item.pattern.graph
            matches = [m for m in matches if declined_by(policies, m, graph) is None]
        counts[item.rule.name] = len(matches)
    return counts
