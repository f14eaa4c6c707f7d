"""A subgraph cut into its unrelated computations, each a graph of its own.

Subgraph mining keeps calls that have nothing to do with each other in one subgraph (a linear
beside a transpose of another input, a rotary embedding beside a slice). One pattern of two
unrelated pieces is unsafe: torch's matcher accepts a match of one piece alone in any graph that
holds it, and the rewriter then fails on the other piece's inputs. So each piece that computes
gets a pattern (and a kernel) of its own; a piece made only of views of its inputs (a transpose,
a slice, an unsqueeze: no kernel in eager either) is left in the graph as it is, since there is
nothing to gain by replacing it. Two calls that read the same input are one piece: the pattern
of both is connected through that input."""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.fx

from passnet.synth.ops import COPY_FREE_VIEWS, op_name
from passnet.synth.pattern import Unsupported
from passnet.synth.trace import Traced

__all__ = ["Piece", "split_pieces"]

_CALLS = ("call_function", "call_method", "call_module")
# Eager launches nothing for these either (views, and the no-ops of inference).
_NO_WORK = COPY_FREE_VIEWS | {"detach", "alias", "expand_as", "view_as"}


@dataclass(frozen=True)
class Piece:
    """One computation of a subgraph, as a graph of its own."""

    traced: Traced
    alone: bool  # the subgraph's only piece that computes


def _no_work(node: torch.fx.Node) -> bool:
    if op_name(node) not in _NO_WORK:
        return False
    if op_name(node) == "getitem":  # an index tensor gathers: a kernel
        index = node.args[1]
        items = index if isinstance(index, tuple) else (index,)
        return not any(isinstance(i, torch.fx.Node) for i in items)
    return True


def _views_of_inputs(nodes: list[torch.fx.Node]) -> set[str]:
    """The calls among ``nodes`` whose values are views of the graph's inputs."""
    views: set[str] = set()
    for node in nodes:  # graph order: a node's sources come first
        sources = node.all_input_nodes
        if _no_work(node) and all(s.op == "placeholder" or s.name in views for s in sources):
            views.add(node.name)
    return views


def _components(graph: torch.fx.Graph) -> list[list[torch.fx.Node]]:
    parent: dict[str, str] = {}

    def find(name: str) -> str:
        while parent.setdefault(name, name) != name:
            name = parent[name]
        return name

    calls = [n for n in graph.nodes if n.op in _CALLS]
    for node in calls:
        for source in node.all_input_nodes:
            parent[find(source.name)] = find(node.name)
    pieces: dict[str, list[torch.fx.Node]] = {}
    for node in calls:
        pieces.setdefault(find(node.name), []).append(node)
    return list(pieces.values())


def _piece_graph(traced: Traced, nodes: list[torch.fx.Node]) -> Traced | None:
    """The piece as a graph: the original's outputs it computes (in their order), the calls
    they need, and the inputs those read (in the original's order). An output that is only a
    view of an input stays out: a wrapper may not return an input's memory (the integrity
    layer's output-alias rule, an exploit otherwise), and eager's view costs nothing; where
    the computation reads that view too, the view becomes an input of the piece, its kernel
    reading it in place. None where the piece computes nothing."""
    members = {n.name for n in nodes}
    views = _views_of_inputs(nodes)
    output = next(n for n in traced.graph.nodes if n.op == "output")
    returned = output.args[0]
    items = list(returned) if isinstance(returned, (tuple, list)) else [returned]
    mine = [item for item in items if isinstance(item, torch.fx.Node) and item.name in members]
    cut = {item.name for item in mine if item.name in views}
    kept = [item for item in mine if item.name not in cut]
    if not kept:
        return None
    needed: set[str] = set()
    stack = list(kept)
    while stack:
        node = stack.pop()
        if node.name in needed:
            continue
        needed.add(node.name)
        if node.name not in cut:
            stack.extend(node.all_input_nodes)
    graph = torch.fx.Graph()
    env: dict[torch.fx.Node, torch.fx.Node] = {}
    for node in traced.graph.nodes:
        if node.name not in needed:
            continue
        if node.op == "get_attr":
            raise Unsupported("the graph reads a module attribute")
        if node.op == "placeholder" or node.name in cut:
            env[node] = graph.placeholder(node.name, type_expr=node.type)
    for node in nodes:
        if node.name in needed and node not in env:
            env[node] = graph.node_copy(node, lambda n: env[n])
    graph.output(tuple(env[item] for item in kept))
    renamed = [(old.name, new.name) for old, new in env.items() if old.name != new.name]
    if renamed:  # a fresh graph has no clash; node info is keyed by name
        raise Unsupported(f"a piece's node renamed when copied: {renamed[0]}")
    return Traced(traced.folder, graph, dict(traced.info))


def split_pieces(traced: Traced) -> list[Piece]:
    """The subgraph's pieces that compute, each as a graph of its own (see :func:`_piece_graph`);
    none where the subgraph only views its inputs."""
    graphs = [_piece_graph(traced, nodes) for nodes in _components(traced.graph)]
    computing = [g for g in graphs if g is not None]
    return [Piece(g, alone=len(computing) == 1) for g in computing]
