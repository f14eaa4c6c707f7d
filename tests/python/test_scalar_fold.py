"""Scalar reads folded (:mod:`passnet.runtime.scalar_fold`): a sample whose graph calls
``.item()`` on a batch norm's eps lifted into a 0-d tensor with literal data compiles under
``direct`` for every backend once the read is folded (Inductor alone fails on it:
``DataDependentOutputException``, seen on pigu_hybrid), for eager and the backends alike; an
integer drawn from a range, which changes with the seed, and the ``dynamo`` invocation are left
as they are."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest
import torch

from passnet.runtime.sample import build_inputs, call_arguments, load_model, load_sample_meta
from passnet.runtime.scalar_fold import fold_scalar_reads, literal_scalars
from passnet.runtime.worker.request import parse_run_request
from passnet.runtime.worker.run import run_job

MODEL = """
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_eps_: torch.Tensor, L_shift_: torch.Tensor,
                L_w_: torch.Tensor):
        eps = L_eps_.item()
        shift = L_shift_.item()
        normed = torch.nn.functional.batch_norm(
            L_x_, None, None, L_w_, None, True, 0.1, eps
        )
        return (torch.nn.functional.silu(normed) + shift,)
"""

WEIGHTS = """
class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 4, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_eps_:
    name = "L_eps_"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.00001]


class Program_weight_tensor_meta_L_shift_:
    name = "L_shift_"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1]
    min_val = 0
    max_val = 5


class Program_weight_tensor_meta_L_w_:
    name = "L_w_"
    shape = [4]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.1
    data = None
"""


def make_sample(root: Path) -> Path:
    sample = root / "eps_item"
    sample.mkdir()
    (sample / "model.py").write_text(textwrap.dedent(MODEL))
    (sample / "weight_meta.py").write_text(textwrap.dedent(WEIGHTS))
    (sample / "input_meta.py").write_text("")
    (sample / "graph_net.json").write_text('{"framework": "torch", "source": "test"}')
    return sample


def test_only_literal_scalars_are_folded(tmp_path: Path) -> None:
    sample = make_sample(tmp_path)
    meta = load_sample_meta(sample)
    # The shift's integer range is drawn per seed: not a constant.
    assert literal_scalars(meta) == {"L_eps_": pytest.approx(1e-5)}
    model = load_model(sample)
    folded = fold_scalar_reads(model, meta)
    assert isinstance(folded, torch.fx.GraphModule)
    reads = [n.args[0].target for n in folded.graph.nodes if n.target == "item"]
    assert reads == ["L_shift_"]
    arguments = call_arguments(meta, build_inputs(meta))
    torch.testing.assert_close(folded(**arguments)[0], model(**arguments)[0])


def test_a_model_without_literal_reads_is_left_as_it_is(tmp_path: Path) -> None:
    sample = make_sample(tmp_path)
    (sample / "model.py").write_text(textwrap.dedent(MODEL).replace("L_eps_.item()", "1e-5"))
    meta = load_sample_meta(sample)
    model = load_model(sample)
    assert fold_scalar_reads(model, meta) is model


def _run(sample: Path, invocation: str) -> dict[str, Any]:
    request = parse_run_request(
        {
            "cmd": "run",
            "id": 1,
            "sample": str(sample),
            "backends": ["inductor"],
            "invocation": invocation,
            "warmup": 1,
            "trials": 2,
        },
        torch.device("cpu"),
    )
    return run_job(request)


@pytest.mark.parametrize("literal", [True, False])
def test_inductor_compiles_the_sample_under_direct_once_the_read_is_folded(
    tmp_path: Path, literal: bool
) -> None:
    sample = make_sample(tmp_path)
    # The eps read alone: literal data is folded; without it the read stays and Inductor
    # cannot trace it.
    (sample / "model.py").write_text(textwrap.dedent(MODEL).replace("L_shift_.item()", "1"))
    if not literal:
        weights = (sample / "weight_meta.py").read_text()
        drawn = weights.replace("mean = 0.000\n", "mean = 0.00001\n")
        (sample / "weight_meta.py").write_text(drawn.replace("data = [0.00001]", "data = None"))
    result = _run(sample, "direct")
    assert result["eager"]["status"] == "ok", result["eager"]
    inductor = result["backends"]["inductor"]
    if literal:
        assert inductor["status"] == "ok", inductor["error"]
    else:
        assert inductor["status"] == "compile_fail"
        assert "_local_scalar_dense" in inductor["error"]
