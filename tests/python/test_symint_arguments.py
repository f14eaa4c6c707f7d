"""SymInt arguments: GraphNet stores a dynamic size that dynamo lifted into ``forward`` (say
``s53: torch.SymInt``, used as ``torch.Size([s53, s53])``) as a 0-d int64 tensor. Passed as a
tensor, eager runs but Inductor fails (``TypeError: torch.Size() takes an iterable of 'int'``,
seen on torchvision fcn_resnet50); passnet passes a Python int, as the graph was traced with.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import torch

from passnet.runtime.sample import (
    build_inputs,
    call_arguments,
    load_sample_meta,
    symint_parameters,
)
from passnet.runtime.worker.request import parse_run_request
from passnet.runtime.worker.run import run_job

MODEL = """
import torch


class GraphModule(torch.nn.Module):
    def forward(self, s0: torch.SymInt, L_x_: torch.Tensor, n: int):
        l_x_ = L_x_
        size = torch.Size([s0, s0])
        up = torch.nn.functional.interpolate(l_x_, size=size, mode="bilinear", align_corners=False)
        return (up * 2.0,)
"""

WEIGHTS = """
class Program_weight_tensor_meta_s0:
    name = "s0"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [8]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 4, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_n:
    name = "n"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [3]
"""


def make_sample(root: Path) -> Path:
    sample = root / "symint_interpolate"
    sample.mkdir()
    (sample / "model.py").write_text(textwrap.dedent(MODEL))
    (sample / "weight_meta.py").write_text(textwrap.dedent(WEIGHTS))
    (sample / "input_meta.py").write_text("")
    (sample / "graph_net.json").write_text('{"framework": "torch", "source": "test"}')
    return sample


def test_symint_parameters_are_read_from_the_signature(tmp_path: Path) -> None:
    sample = make_sample(tmp_path)
    assert symint_parameters(sample / "model.py") == {"s0", "n"}
    assert symint_parameters(tmp_path / "missing.py") == frozenset()
    meta = load_sample_meta(sample)
    arguments = call_arguments(meta, build_inputs(meta))
    assert arguments["s0"] == 8 and type(arguments["s0"]) is int
    assert arguments["n"] == 3
    assert isinstance(arguments["L_x_"], torch.Tensor) and arguments["L_x_"].shape == (1, 3, 4, 4)


def test_inductor_compiles_a_sample_with_a_symint_argument(tmp_path: Path) -> None:
    sample = make_sample(tmp_path)
    request = parse_run_request(
        {
            "cmd": "run",
            "id": 1,
            "sample": str(sample),
            "backends": ["inductor"],
            "warmup": 1,
            "trials": 2,
        },
        torch.device("cpu"),
    )
    result = run_job(request)
    assert result["eager"]["status"] == "ok", result["eager"]
    inductor = result["backends"]["inductor"]
    assert inductor["status"] == "ok", inductor["error"]
    assert result["eager"]["outputs"][0]["shape"] == [1, 3, 8, 8]


PINNED = """
import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        l_x_ = L_x_
        index = torch.arange(0, 4, device=device(type="cuda", index=0))
        return (torch.cat([l_x_, index.to(l_x_.dtype)]),)
"""


def test_devices_named_in_model_py_are_pinned_to_the_target_under_inductor(
    tmp_path: Path,
) -> None:
    """A sample captured on another device names it in model.py; loaded for the CPU it must
    build every tensor on the CPU, in eager and when dynamo traces it (a torch-function mode
    around the call does not reach into a traced graph)."""
    sample = tmp_path / "pinned"
    sample.mkdir()
    (sample / "model.py").write_text(textwrap.dedent(PINNED))
    (sample / "weight_meta.py").write_text(
        textwrap.dedent("""
            class Program_weight_tensor_meta_L_x_:
                name = "L_x_"
                shape = [4]
                dtype = "torch.float32"
                device = "cuda:0"
                mean = 0.0
                std = 1.0
                data = None
            """)
    )
    (sample / "input_meta.py").write_text("")
    (sample / "graph_net.json").write_text('{"framework": "torch", "source": "test"}')
    from passnet.runtime.sample import load_model
    from passnet.runtime.worker.job import needs_remap

    model = load_model(sample, device="cpu")
    (out,) = torch.compile(model)(L_x_=torch.ones(4))
    assert out.device.type == "cpu" and out.tolist() == [1, 1, 1, 1, 0, 1, 2, 3]
    assert not needs_remap(sample, torch.device("cpu"))
    request = parse_run_request(
        {"cmd": "run", "id": 2, "sample": str(sample), "backends": ["inductor"], "trials": 2},
        torch.device("cpu"),
    )
    result = run_job(request)
    assert result["backends"]["inductor"]["status"] == "ok", result["backends"]["inductor"]
