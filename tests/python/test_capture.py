"""Capture: a model becomes GraphNet samples that the engine parses and the runtime runs with
the same result as the model; a graph break gives one sample per graph; metadata follows
GraphNet's conventions (values of small tensors, ranges of large integer ones).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from passnet.runtime.capture import zoo
from passnet.runtime.capture.models import capture, to_device
from passnet.runtime.capture.zoo import ZooError, build_zoo_model
from passnet.runtime.sample import TensorMeta, load_model, load_sample_meta


class Block(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = torch.nn.Embedding(100, 8)
        self.fc = torch.nn.Linear(8, 8)
        self.norm = torch.nn.LayerNorm(8)
        self.register_buffer("scale", torch.tensor(0.5))

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        x = self.embed(ids)
        y = self.norm(torch.nn.functional.gelu(self.fc(x))) * self.scale
        return torch.softmax(y + mask[..., None], dim=-1)


class Breaking(Block):
    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        x = self.embed(ids)
        torch._dynamo.graph_break()
        return self.norm(self.fc(x)) + mask[..., None]


def _metas(folder: Path) -> dict[str, TensorMeta]:
    return {meta.name: meta for meta in load_sample_meta(folder).weights}


def test_a_captured_model_parses_and_runs_like_the_model(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    model = Block().eval()
    ids = torch.randint(0, 100, (2, 70))
    mask = torch.zeros(2, 70)
    folders = capture(model, (ids, mask), out=tmp_path / "block", model_name="block")
    assert folders == [tmp_path / "block"]
    hashed = subprocess.run(
        [str(passnet_bin), "graph", "hash", str(folders[0])],
        env=python_env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert hashed.stdout.startswith("graph ")
    meta = _metas(folders[0])
    ids_meta = meta["L_ids_"]
    assert ids_meta.data is None
    assert (ids_meta.min_val, ids_meta.max_val) == (int(ids.min()), int(ids.max()))
    assert meta["L_self_buffers_scale_"].data == [0.5]  # small tensors keep their values
    weight = meta["L_self_modules_fc_parameters_weight_"]
    assert weight.mean == pytest.approx(float(model.fc.weight.double().mean()))
    # The sample's forward with the captured values gives the model's output.
    values = {
        "L_ids_": ids,
        "L_mask_": mask,
        "L_self_buffers_scale_": model.scale,
        "L_self_modules_embed_parameters_weight_": model.embed.weight,
        "L_self_modules_fc_parameters_weight_": model.fc.weight,
        "L_self_modules_fc_parameters_bias_": model.fc.bias,
        "L_self_modules_norm_parameters_weight_": model.norm.weight,
        "L_self_modules_norm_parameters_bias_": model.norm.bias,
    }
    assert set(values) == set(meta)
    with torch.no_grad():
        (out,) = load_model(folders[0])(**values)
        torch.testing.assert_close(out, model(ids, mask))


def test_a_graph_break_gives_one_sample_per_graph(tmp_path: Path) -> None:
    folders = capture(
        Breaking().eval(),
        (torch.randint(0, 100, (1, 4)), torch.zeros(1, 4)),
        out=tmp_path / "broken",
        model_name="broken",
    )
    assert [f.name for f in folders] == ["subgraph_0", "subgraph_1"]
    for folder in folders:
        assert (folder / "model.py").read_text().startswith("import torch")
        load_model(folder)


def test_inputs_inside_lists_and_dicts_move_to_the_device() -> None:
    # torchvision's detection models take a list of images: left on the CPU, every one of them
    # failed to capture on the GPU (a CPU image against CUDA weights).
    moved = to_device({"images": [torch.ones(2), (torch.zeros(1), 3)], "x": torch.ones(1)}, "meta")
    assert moved["images"][0].device.type == "meta"
    assert isinstance(moved["images"][1], tuple)
    assert moved["images"][1][0].device.type == "meta" and moved["images"][1][1] == 3
    assert moved["x"].device.type == "meta"


def test_a_vision_model_gets_its_image_under_its_own_argument_name() -> None:
    class TakesInput(torch.nn.Module):  # as torchvision's LRASPP
        def forward(self, input: torch.Tensor) -> torch.Tensor:
            return input * 2

    assert zoo._first_argument(TakesInput()) == "input"
    assert zoo._first_argument(torch.nn.Conv2d(3, 4, 3)) == "input"
    assert zoo._first_argument(Block()) == "ids"


def test_zoo_specs_are_checked() -> None:
    with pytest.raises(ZooError, match="expected"):
        build_zoo_model("resnet18")
    with pytest.raises(ZooError, match="no function"):
        build_zoo_model("json:not_a_factory")


def test_an_open_input_layout_is_settled_by_an_eager_call() -> None:
    # EncodecModel.forward takes input_values, which could be a waveform (Wav2Vec2) or a
    # spectrogram (AST); a codec wants channels first, and only that layout runs.
    pytest.importorskip("transformers")
    model, kwargs, tag = build_zoo_model("transformers:EncodecModel", max_params=1e8)
    assert tag == "audio" and list(kwargs) == ["input_values"]
    assert kwargs["input_values"].dim() == 3 and kwargs["input_values"].shape[1] == 1
    with torch.no_grad():
        model(**kwargs)
    # The spectrogram comes first where the config describes one.
    _, kwargs, _ = build_zoo_model("transformers:ASTModel", max_params=1e8)
    assert list(kwargs["input_values"].shape) == [1, 1024, 128]


def _batch(out: Path, specs: list[str], *extra: str) -> dict:
    spec_file = out.parent / f"{out.name}-specs.txt"
    spec_file.write_text("\n".join(specs) + "\n")
    command = [sys.executable, "-m", "passnet.runtime.capture.batch", "--out", str(out)]
    command += ["--specs", str(spec_file), "--jobs", "2", "--timeout", "240", *extra]
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def test_a_zoo_batch_records_every_model_and_resumes(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    """transformers models from default configs, one process each: a small one is captured, a
    misspelt one and one over the parameter limit are recorded with their reasons."""
    pytest.importorskip("transformers")
    out = tmp_path / "zoo"
    specs = ["transformers:ElectraModel", "transformers:NoSuchModel", "transformers:BertModel"]
    stale = out / "samples" / "transformers" / "BertModel" / "subgraph_0"  # an earlier run's
    stale.mkdir(parents=True)
    summary = _batch(out, specs, "--max-params", "5e7")
    assert not stale.parent.exists()  # a model that fails leaves no graphs
    assert summary["all"] == {"models": 3, "ok": 1, "failed": 2, "timeout": 0, "graphs": 1}
    outcomes = {
        o["spec"]: o for o in map(json.loads, (out / "capture.jsonl").read_text().splitlines())
    }
    assert "no model class 'NoSuchModel'" in outcomes["transformers:NoSuchModel"]["error"]
    assert "parameters (limit 0.1B)" in outcomes["transformers:BertModel"]["error"]
    sample = out / "samples" / "transformers" / "ElectraModel"
    hashed = subprocess.run(
        [str(passnet_bin), "graph", "hash", str(sample)],
        env=python_env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert hashed.stdout.startswith("graph ")
    assert json.loads((sample / "graph_net.json").read_text())["model_name"] == specs[0]
    # A second run finds every outcome recorded and captures nothing again.
    again = _batch(out, specs, "--max-params", "5e7")
    assert again["all"]["models"] == 3
    assert len((out / "capture.jsonl").read_text().splitlines()) == 3


def test_torchvision_models_capture_in_a_batch(tmp_path: Path) -> None:
    """Runs where torchvision is installed (the GPU host; PyPI's torchvision does not load
    beside the CPU torch build CI uses)."""
    pytest.importorskip("torchvision")
    summary = _batch(
        tmp_path / "zoo", ["torchvision:resnet18", "torchvision:fasterrcnn_resnet50_fpn"]
    )
    assert summary["zoos"]["torchvision"]["ok"] == 2
