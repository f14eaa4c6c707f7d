"""Matches whose neighbours Inductor fuses with them
(:mod:`passnet.runtime.passes.fusion_boundary`): Inductor's own kernels checked to fuse a
gather producer and a pointwise consumer into the LayerNorm a pass would replace; such matches
declined on a GPU graph and counted per reason, matches bounded by matmuls or read again after
one replaced; batch norms after a convolution with a bias or read by a max pool or a cat
declined, one between convolutions without a bias replaced; the CPU and ``free`` replace all;
an unknown policy refused."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import torch
from torch import nn

import passnet
from conftest import REPO_ROOT
from passnet.runtime.passes.fusion_boundary import FusionBoundary
from passnet.runtime.passes.loader import load_passes
from passnet.runtime.passes.matmul_lowering import call_name
from passnet.runtime.passes.rewrite import PassReport, apply_passes, count_matches, prepare

ADD_LAYER_NORM = REPO_ROOT / "passes" / "reference" / "add_layer_norm"
BATCH_NORM_SILU = REPO_ROOT / "passes" / "reference" / "batch_norm_silu"


class Gathered(nn.Module):
    """Two embeddings added and normalised, as a BERT's embeddings are."""

    def __init__(self) -> None:
        super().__init__()
        self.word = nn.Embedding(64, 16)
        self.position = nn.Embedding(8, 16)
        self.norm = nn.LayerNorm(16)

    def forward(self, ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        return self.norm(self.word(ids) + self.position(positions))


class Scaled(nn.Module):
    """A residual LayerNorm between matmuls whose result is scaled right away."""

    def __init__(self) -> None:
        super().__init__()
        self.a = nn.Linear(16, 16, bias=False)
        self.b = nn.Linear(16, 16, bias=False)
        self.norm = nn.LayerNorm(16)

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return self.norm(self.a(x) + self.b(y)) * 2


class Cases(nn.Module):
    """Four add + LayerNorm regions: fed by gathers (declined), bounded by matmuls (replaced),
    read by a pointwise scale (declined), and read by an add that also waits for a matmul of
    the region's own result (replaced: no kernel could take both)."""

    def __init__(self) -> None:
        super().__init__()
        self.gathered = Gathered()
        self.scaled = Scaled()
        self.linears = nn.ModuleList(nn.Linear(16, 16, bias=False) for _ in range(5))
        self.norms = nn.ModuleList(nn.LayerNorm(16) for _ in range(2))

    def forward(self, ids: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        g = self.gathered(ids, ids % 8)
        l0, l1, l2, l3, l4 = self.linears
        bounded = self.norms[0](l0(g) + l1(x))
        s = self.scaled(bounded, x)
        later = self.norms[1](l2(s) + l3(x))
        return later + l4(later)


def _inputs() -> tuple[torch.Tensor, torch.Tensor]:
    return torch.randint(0, 64, (2, 8)), torch.randn(2, 8, 16)


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


def _kernel_names(model: nn.Module, *inputs: torch.Tensor) -> list[str]:
    from torch._inductor.utils import run_and_get_code

    torch._dynamo.reset()
    with torch.no_grad():
        _, code = run_and_get_code(torch.compile(model.eval()), *inputs)
    return sorted(set(re.findall(r"\b(cpp_fused_\w+?)_\d+\b", "\n".join(code))))


def test_inductor_fuses_the_neighbours_the_policy_names() -> None:
    # The premise, on Inductor's CPU code (GPU code fuses the same way): the gathers and the
    # add, and the LayerNorm's scale, go into the LayerNorm's kernel.
    ids, x = _inputs()
    gathered = _kernel_names(Gathered(), ids, ids % 8)
    assert any("embedding" in k and "native_layer_norm" in k for k in gathered), gathered
    scaled = _kernel_names(Scaled(), x, x)
    assert any("mul" in k and "native_layer_norm" in k for k in scaled), scaled


def _prepared(folder: Path) -> list[Any]:
    return [prepare(rule) for rule in load_passes(folder).rules]


def _norms_left(gm: torch.fx.GraphModule) -> int:
    return sum(n.target is torch.nn.functional.layer_norm for n in gm.graph.nodes)


def test_matches_fused_with_a_neighbour_are_declined_on_a_gpu_graph() -> None:
    gm = _dynamo_graph(Cases(), *_inputs())
    prepared = _prepared(ADD_LAYER_NORM)
    policy = FusionBoundary(gpu=True)
    assert count_matches(gm, prepared)["FuseAddLayerNorm"] == 4
    assert count_matches(gm, prepared, [policy])["FuseAddLayerNorm"] == 2
    report = PassReport(rules=[p.rule.name for p in prepared])
    assert apply_passes(gm, prepared, report, policies=[policy]) == 2
    assert _norms_left(gm) == 2
    assert report.declined["FuseAddLayerNorm"] == 2
    assert report.declined_reasons == {FusionBoundary.REASON: sum(report.declined.values())}
    assert "fuses a neighbouring call" in report.to_json()["declined_because"]
    # The two left are the gathered and the scaled ones.
    left = [n for n in gm.graph.nodes if n.target is torch.nn.functional.layer_norm]
    assert any(n.args[0].args[0].target is torch.nn.functional.embedding for n in left)
    assert any(next(iter(n.users)).target.__name__ == "mul" for n in left)


@pytest.mark.parametrize("fusion", ["cpu", "free"])
def test_on_the_cpu_and_when_free_every_match_is_replaced(fusion: str) -> None:
    gm = _dynamo_graph(Cases(), *_inputs())
    backend = passnet.backend(
        ADD_LAYER_NORM, fusion_boundary="free" if fusion == "free" else "keep"
    )
    backend._rewrite(gm, 1, gpu=fusion == "free")
    made = backend.report.sets[0]
    assert made.replacements["FuseAddLayerNorm"] == 4
    assert not any(made.declined.values())
    assert backend.report.to_json()["fusion_boundary"] == ("free" if fusion == "free" else "keep")
    assert _norms_left(gm) == 0


def test_public_backend_reports_the_matches_left_by_reason() -> None:
    gm = _dynamo_graph(Cases(), *_inputs())
    backend = passnet.backend(ADD_LAYER_NORM)
    backend._rewrite(gm, 1, gpu=True)  # a GPU graph's rewrite, on this CPU machine
    made = backend.report.sets[0]
    assert made.replacements["FuseAddLayerNorm"] == 2
    assert made.declined["FuseAddLayerNorm"] == 2
    assert made.to_json()["declined_reasons"][FusionBoundary.REASON] >= 2
    assert f"as {FusionBoundary.REASON}" in str(backend.report)


def test_an_unknown_policy_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="fusion_boundary='never'"):
        passnet.backend(ADD_LAYER_NORM, fusion_boundary="never")
    monkeypatch.setenv("PASSNET_FUSION_BOUNDARY", "off")
    with pytest.raises(ValueError, match="PASSNET_FUSION_BOUNDARY='off'"):
        passnet.backend(ADD_LAYER_NORM)


class ConvNormSilu(nn.Module):
    """Four convolution, batch norm, SiLU blocks: after a convolution with a bias, which Inductor
    adds in the norm's kernel on a GPU (declined); between convolutions without (replaced);
    read by a max pool (declined); read by a cat (declined)."""

    def __init__(self) -> None:
        super().__init__()
        self.biased = nn.Conv2d(3, 8, 3, padding=1, bias=True)
        self.convs = nn.ModuleList(nn.Conv2d(8, 8, 3, padding=1, bias=False) for _ in range(3))
        self.norms = nn.ModuleList(nn.BatchNorm2d(8) for _ in range(4))
        self.side = nn.Conv2d(8, 8, 1, bias=False)
        self.last = nn.Conv2d(16, 4, 1, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        silu, (n0, n1, n2, n3), (c1, c2, c3) = nn.functional.silu, self.norms, self.convs
        biased = silu(n0(self.biased(x)))
        bounded = silu(n1(c1(biased)))
        pooled = nn.functional.max_pool2d(silu(n2(c2(bounded))), 2)
        catted = silu(n3(c3(pooled)))
        return self.last(torch.cat([catted, self.side(pooled)], dim=1))


def test_inductor_fuses_a_norm_into_the_max_pool_reading_it() -> None:
    kernels = _kernel_names(ConvNormSilu(), torch.randn(2, 3, 8, 8))
    assert any("batch_norm" in k and "max_pool2d" in k for k in kernels), kernels


def test_norms_fed_by_a_biased_convolution_or_read_by_a_pool_or_cat_are_declined() -> None:
    gm = _dynamo_graph(ConvNormSilu(), torch.randn(2, 3, 8, 8))
    prepared = _prepared(BATCH_NORM_SILU)
    assert count_matches(gm, prepared)["FuseBatchNormSilu"] == 4
    report = PassReport(rules=[p.rule.name for p in prepared])
    assert apply_passes(gm, prepared, report, policies=[FusionBoundary(gpu=True)]) == 1
    assert report.declined_reasons == {FusionBoundary.REASON: 3}
    left = [n for n in gm.graph.nodes if n.target is torch.nn.functional.batch_norm]
    assert len(left) == 3
    assert left[0].args[0].args[2] is not None  # the biased convolution's
    readers = {call_name(next(iter(n.users))) for n in left[1:]}
    assert readers == {"silu"}
    assert {call_name(next(iter(next(iter(n.users)).users))) for n in left[1:]} == {
        "max_pool2d",
        "cat",
    }


class PooledHead(nn.Module):
    """A convolution, batch norm, SiLU block read by a global average pool (a reduction that
    Inductor fuses the norm into: declined), and a LayerNorm between matmuls read by a mean (a
    reduction that cannot take the LayerNorm's own: replaced)."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1, bias=False)
        self.norm = nn.BatchNorm2d(8)
        self.a = nn.Linear(8, 8, bias=False)
        self.b = nn.Linear(8, 8, bias=False)
        self.layer_norm = nn.LayerNorm(8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pooled = nn.functional.adaptive_avg_pool2d(nn.functional.silu(self.norm(self.conv(x))), 1)
        flat = pooled.flatten(1)
        return self.layer_norm(self.a(flat) + self.b(flat)).mean(dim=0)


def test_inductor_fuses_a_norm_into_the_global_pool_reading_it() -> None:
    kernels = _kernel_names(PooledHead(), torch.randn(2, 3, 8, 8))
    assert any("batch_norm" in k and "mean" in k for k in kernels), kernels


def test_a_reduction_takes_a_match_that_ends_pointwise_and_not_a_layer_norm() -> None:
    gm = _dynamo_graph(PooledHead(), torch.randn(2, 3, 8, 8))
    prepared = _prepared(BATCH_NORM_SILU)
    prepared += _prepared(ADD_LAYER_NORM)
    assert count_matches(gm, prepared)["FuseBatchNormSilu"] == 1
    report = PassReport(rules=[p.rule.name for p in prepared])
    assert apply_passes(gm, prepared, report, policies=[FusionBoundary(gpu=True)]) == 1
    assert report.declined["FuseBatchNormSilu"] == 1
    assert report.replacements["FuseAddLayerNorm"] == 1
    assert _norms_left(gm) == 0
