"""``passnet.backend`` on a user's model under ``torch.compile`` (issue 36, items 2 and 4), on
the CPU (the example pass's Triton kernel through Triton's interpreter): a pass that matches is
applied and reported; a graph that needs gradients or has dynamic shapes is declined, reported,
and computes what eager does; two pass sets whose matches overlap compose in the order given,
the later one's match counted as pre-empted, either way round."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import torch

import passnet
from conftest import REPO_ROOT
from passnet.runtime.errors import CompileError

pytest.importorskip("triton")

ATTENTION_PASS = REPO_ROOT / "examples" / "passes" / "attention_softmax"

# A second set whose rule overlaps the example pass's: it matches the softmax that ends it.
SOFTMAX_PASS = """
import torch


def pattern(x):
    return torch.nn.functional.softmax(x, dim=-1)


def replacement_args(x):
    return (x,)


@torch.fx.wrap
def stable_softmax(x):
    shifted = torch.exp(x - x.amax(dim=-1, keepdim=True))
    return shifted / shifted.sum(dim=-1, keepdim=True)


def replacement_func():
    return stable_softmax
"""


# A rule whose pattern takes a constant as a parameter: the matcher binds ``slope`` to the
# literal the model passes, which a custom op taking tensors cannot be given.
LEAKY_PASS = """
import torch


def pattern(x, slope):
    return torch.nn.functional.leaky_relu(x, slope)


def replacement_args(x, slope):
    return (x, slope)


@torch.fx.wrap
def leaky(x, slope):
    return torch.where(x > 0, x, x * slope)


def replacement_func():
    return leaky
"""


class TwoSlopes(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a = torch.nn.functional.leaky_relu(x * 2, 0.1)
        return a + torch.nn.functional.leaky_relu(x - 1, 0.3)


class Attention(torch.nn.Module):
    def forward(self, q: torch.Tensor, k: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        scores = torch.matmul(q, k.transpose(-1, -2))
        return torch.nn.functional.softmax(scores * 0.125 + mask, dim=-1)


def _inputs() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(0)
    q = torch.randn(2, 2, 16, 64, generator=generator)
    k = torch.randn(2, 2, 16, 64, generator=generator)
    return q, k, torch.randn(2, 1, 1, 16, generator=generator)


@pytest.fixture
def softmax_set(tmp_path: Path) -> Path:
    folder = tmp_path / "softmax"
    folder.mkdir()
    (folder / "StableSoftmax.py").write_text(SOFTMAX_PASS)
    (folder / "sorted_output_pass_rule_names.json").write_text('["StableSoftmax"]')
    return folder


@pytest.fixture(autouse=True)
def _fresh_dynamo() -> None:
    torch._dynamo.reset()


def test_a_matching_pass_is_applied_and_reported() -> None:
    model, inputs = Attention(), _inputs()
    backend = passnet.backend(ATTENTION_PASS)
    out = torch.compile(model, backend=backend)(*inputs)
    torch.testing.assert_close(out, model(*inputs))
    report = backend.report.to_json()
    assert report["replacements"] == 1 and report["rewritten_graphs"] == 1
    assert report["sets"][0]["replacements"] == {"FuseScaleMaskSoftmax": 1}
    assert report["declined"] == []
    assert "1 replacement(s) in 1 of 1 graph(s)" in str(backend.report)


def test_the_profile_gives_the_share_of_time_in_replacements() -> None:
    model, inputs = Attention(), _inputs()
    backend = passnet.backend(ATTENTION_PASS)
    compiled = torch.compile(model, backend=backend)
    with torch.no_grad():
        compiled(*inputs)
        share = backend.profile(lambda: compiled(*inputs), torch.device("cpu"), calls=3)
    assert share.basis == "cpu ops" and share.calls == 3 and share.total_ms > 0
    # The Triton interpreter runs the kernel: most of the call, never more than all of it.
    assert set(share.rules) == {"FuseScaleMaskSoftmax"}
    assert 0.2 < share.rules["FuseScaleMaskSoftmax"] <= 1.0, share
    assert backend.report.to_json()["time_share"]["share"] == share.total()
    assert "share of the time in replacements" in str(backend.report)


def test_training_and_dynamic_shapes_are_declined() -> None:
    model, (q, k, mask) = Attention(), _inputs()
    backend = passnet.backend(ATTENTION_PASS)
    q = q.clone().requires_grad_()
    out = torch.compile(model, backend=backend)(q, k, mask)
    out.sum().backward()  # compiled without the pass, so it has a backward
    assert q.grad is not None
    assert backend.report.total() == 0
    assert backend.report.declined == [
        "graph 1: it needs gradients (training), and a pass's kernels have no backward"
    ]

    torch._dynamo.reset()
    dynamic = passnet.backend(ATTENTION_PASS)
    inputs = _inputs()
    out = torch.compile(model, backend=dynamic, dynamic=True)(*inputs)
    torch.testing.assert_close(out, model(*inputs))
    assert dynamic.report.total() == 0
    assert [line.split(": ", 1)[1] for line in dynamic.report.declined] == [
        "it has dynamic shapes; passes are applied at static shapes only"
    ]


@pytest.mark.parametrize("attention_first", [True, False])
def test_two_sets_compose_in_the_order_given(softmax_set: Path, attention_first: bool) -> None:
    model, inputs = Attention(), _inputs()
    sets = [ATTENTION_PASS, softmax_set] if attention_first else [softmax_set, ATTENTION_PASS]
    backend = passnet.backend(*sets, integrity=False)
    out = torch.compile(model, backend=backend)(*inputs)
    torch.testing.assert_close(out, model(*inputs))
    by_path = {s["path"]: s for s in backend.report.to_json()["sets"]}
    attention, softmax = by_path[str(ATTENTION_PASS)], by_path[str(softmax_set)]
    # Both rules match the captured graph once; whichever runs first takes the softmax.
    if attention_first:
        assert attention["replacements"] == {"FuseScaleMaskSoftmax": 1}
        assert softmax["replacements"] == {"StableSoftmax": 0}
        assert softmax["preempted"] == {"StableSoftmax": 1}
    else:
        assert softmax["replacements"] == {"StableSoftmax": 1}
        assert attention["replacements"] == {"FuseScaleMaskSoftmax": 0}
        assert attention["preempted"] == {"FuseScaleMaskSoftmax": 1}
    assert "pre-empted by an earlier rule" in str(backend.report)


def test_constants_a_pattern_matched_are_built_into_ops_of_their_own(tmp_path: Path) -> None:
    """The whole models on the H100 failed to compile where a pattern parameter matched a
    dropout's p or a layer norm's shape. Each distinct constant now gets an op with it built in,
    and the values reach the replacement: two slopes, two ops, eager's result."""
    folder = tmp_path / "leaky"
    folder.mkdir()
    (folder / "Leaky.py").write_text(LEAKY_PASS)
    (folder / "sorted_output_pass_rule_names.json").write_text('["Leaky"]')
    model, x = TwoSlopes(), torch.randn(64, 32)
    backend = passnet.backend(folder, integrity=False)
    with torch.no_grad():
        out = torch.compile(model, backend=backend)(x)
        torch.testing.assert_close(out, model(x))
    assert backend.report.to_json()["sets"][0]["replacements"] == {"Leaky": 2}
    assert backend.report.declined == []
    built_in = [name for name in dir(torch.ops.passnet_pass) if name.startswith("p_leaky_")]
    assert len([name for name in built_in if re.search(r"_2_c[0-9a-f]{12}$", name)]) == 2, built_in


def test_bad_input_says_what() -> None:
    with pytest.raises(ValueError, match="at least one pass set"):
        passnet.backend()
    with pytest.raises(CompileError, match="missing"):
        passnet.backend(REPO_ROOT / "missing")
