"""Matches that would change how Inductor lowers the linear layers feeding them
(:mod:`passnet.runtime.passes.matmul_lowering`): the prediction of which linears Inductor splits
into ``mm`` plus a fused bias, checked against Inductor's own predicate on the graph it makes;
such a match declined on a GPU graph and counted, replaced on the CPU (where Inductor makes no
split) and under ``matmul_lowering="free"``; a linear whose result also feeds a reduction left
alone either way."""

from __future__ import annotations

from typing import Any

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import passnet
from conftest import REPO_ROOT
from passnet.runtime.passes.loader import load_passes
from passnet.runtime.passes.matmul_lowering import MatmulLowering, graph_on_gpu
from passnet.runtime.passes.public import PassnetBackend
from passnet.runtime.passes.rewrite import PassReport, apply_passes, count_matches, prepare

ADD_LAYER_NORM = REPO_ROOT / "passes" / "reference" / "add_layer_norm"


class Block(nn.Module):
    """Linear layers whose results Inductor treats differently: through dropout into a residual
    add and LayerNorm (split), into GELU (split), without a bias (no addmm), and into a
    LayerNorm and a sum (kept whole)."""

    def __init__(self) -> None:
        super().__init__()
        self.out = nn.Linear(16, 16)
        self.up = nn.Linear(16, 16)
        self.plain = nn.Linear(16, 16, bias=False)
        self.side = nn.Linear(16, 16)
        self.norm = nn.LayerNorm(16)
        self.norm2 = nn.LayerNorm(16)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        h = self.norm(F.dropout(self.out(x), 0.1, False) + residual)
        g = F.gelu(self.up(h))
        k = self.plain(g) + 1
        e = self.side(h)
        return self.norm2(e + k) + e.sum()


def _dynamo_graph(model: nn.Module, *inputs: torch.Tensor) -> torch.fx.GraphModule:
    graphs: list[torch.fx.GraphModule] = []

    def keep(gm: torch.fx.GraphModule, example: Any) -> Any:
        graphs.append(gm)
        return gm.forward

    torch._dynamo.reset()
    with torch.no_grad():
        torch.compile(model.eval(), backend=keep)(*inputs)
    assert len(graphs) == 1
    return graphs[0]


def _inputs() -> tuple[torch.Tensor, torch.Tensor]:
    return torch.randn(2, 8, 16), torch.randn(2, 8, 16)


def test_prediction_agrees_with_inductors_predicate() -> None:
    from torch._inductor.compile_fx import compile_fx
    from torch._inductor.utils import is_pointwise_use

    ours: dict[int, bool] = {}
    inductors: dict[int, bool] = {}

    def backend(gm: torch.fx.GraphModule, example: Any) -> Any:
        split = MatmulLowering(gm.graph, gpu=True).split
        placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        for node in gm.graph.nodes:
            if node.op == "call_function" and node.target is torch._C._nn.linear:
                if node.args[2] is not None:
                    ours[placeholders.index(node.args[2])] = node in split

        def record(graph: torch.fx.Graph) -> None:
            # What Inductor's split asks of each addmm, on the graph it applies the split to
            # (graph inputs keep dynamo's order, so a bias names its linear).
            inputs = [n for n in graph.nodes if n.op == "placeholder"]
            for node in graph.nodes:
                if node.target is torch.ops.aten.addmm.default:
                    inductors[inputs.index(node.args[0])] = all(
                        is_pointwise_use(use) for use in node.users
                    )

        return compile_fx(gm, example, config_patches={"post_grad_custom_pre_pass": record})

    torch._dynamo.reset()
    with torch.no_grad():
        torch.compile(Block().eval(), backend=backend)(*_inputs())
    assert len(ours) == 3 and sorted(ours.values()) == [False, True, True]
    assert ours == inductors


def _add_layer_norm() -> list[Any]:
    return [prepare(rule) for rule in load_passes(ADD_LAYER_NORM).rules]


def test_a_match_that_would_keep_a_split_addmm_whole_is_declined_on_a_gpu_graph() -> None:
    gm = _dynamo_graph(Block(), *_inputs())
    prepared = _add_layer_norm()
    # The residual LayerNorm consumes `out`'s result (split: declined); the last LayerNorm
    # consumes `side`'s, which also feeds a sum (kept whole by Inductor anyway: replaced).
    matmul = MatmulLowering(gm.graph, gpu=True)
    assert count_matches(gm, prepared, [matmul])["FuseAddLayerNorm"] == 1
    report = PassReport(rules=[p.rule.name for p in prepared])
    assert apply_passes(gm, prepared, report, policies=[matmul]) == 1
    # Each rule in turn meets the residual LayerNorm and leaves it.
    assert report.declined == {"FuseAddLayerNorm": 1, "FuseAddLayerNormKeepSum": 1}
    json = report.to_json()
    assert json["declined_matches"]["FuseAddLayerNorm"] == 1
    assert "addmm" in json["declined_because"]
    norms = [n for n in gm.graph.nodes if n.target is torch.nn.functional.layer_norm]
    assert len(norms) == 1 and norms[0].args[0].args[0].args[0].target is torch._C._nn.linear


@pytest.mark.parametrize("gpu", [False, None])
def test_without_the_split_both_matches_are_replaced(gpu: bool | None) -> None:
    gm = _dynamo_graph(Block(), *_inputs())
    prepared = _add_layer_norm()
    policies = [MatmulLowering(gm.graph, gpu=bool(gpu))] if gpu is not None else []
    assert not graph_on_gpu(gm.graph)
    report = PassReport(rules=[p.rule.name for p in prepared])
    assert apply_passes(gm, prepared, report, policies=policies) == 2
    assert not any(report.declined.values())


def test_public_backend_reports_the_declined_match_and_free_replaces_it() -> None:
    lines = {}
    for policy in ("keep", "free"):
        # The other policy (fusion_boundary) would also leave the second LayerNorm, whose
        # addend `plain(g) + 1` Inductor fuses into it: tested on its own.
        backend = passnet.backend(ADD_LAYER_NORM, matmul_lowering=policy, fusion_boundary="free")
        assert isinstance(backend, PassnetBackend)
        gm = _dynamo_graph(Block(), *_inputs())
        backend._rewrite(gm, 1, gpu=True)  # a GPU graph's rewrite, on this CPU machine
        made = backend.report.sets[0]
        lines[policy] = str(backend.report)
        expected = (1, 1) if policy == "keep" else (2, 0)
        assert (
            made.replacements["FuseAddLayerNorm"],
            made.declined.get("FuseAddLayerNorm", 0),
        ) == expected
        assert made.to_json()["declined"]["FuseAddLayerNorm"] == expected[1]
        assert made.preempted.get("FuseAddLayerNorm", 0) == 0
        assert backend.report.to_json()["matmul_lowering"] == policy
    assert "2 as it would keep a linear layer's addmm whole" in lines["keep"]
    assert "declined" not in lines["free"]


def test_an_unknown_policy_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="expected 'keep' or 'free'"):
        passnet.backend(ADD_LAYER_NORM, matmul_lowering="sometimes")
    monkeypatch.setenv("PASSNET_MATMUL_LOWERING", "off")
    with pytest.raises(ValueError, match="PASSNET_MATMUL_LOWERING='off'"):
        passnet.backend(ADD_LAYER_NORM)
