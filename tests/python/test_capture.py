"""Capture: a model becomes GraphNet samples that the engine parses and the runtime runs with
the same result as the model; a graph break gives one sample per graph; metadata follows
GraphNet's conventions (values of small tensors, ranges of large integer ones).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import torch

from passnet.runtime.capture.models import capture
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


def test_zoo_specs_are_checked() -> None:
    with pytest.raises(ZooError, match="expected"):
        build_zoo_model("resnet18")
    with pytest.raises(ZooError, match="no function"):
        build_zoo_model("json:not_a_factory")
