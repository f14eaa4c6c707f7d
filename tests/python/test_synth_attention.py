"""The attention template of ``passnet synth`` on the CPU (kernels in Triton's interpreter): real
tasks of suite v2 (a boolean mask; a mask boolean in some subgraphs and float in others), and a
small synthetic suite for what the corpus's tasks do not hold (``is_causal`` with grouped-query
heads and a head size of 80 read through a transposed query; a float mask broadcast over the
heads with fewer queries than keys, in bfloat16 and float16), each matched under both matchers
and correct on every subgraph, clean under the static integrity layer; attention dropout is
reported with its reason."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO_ROOT

SUITE = REPO_ROOT / "suites" / "passbench-v2"
COVERED = (
    "scaled_dot_product_attention_transpose_contiguous-d26c149d",
    "scaled_dot_product_attention_reshape-ceb0be5a",
)

_META = """class Program_weight_tensor_meta_{name}:
    name = "{name}"
    shape = {shape}
    dtype = "torch.{dtype}"
    device = "cpu"
    mean = 0.0
    std = {std}
    data = None
    min_val = None
    max_val = None
"""

# forward's body, its inputs (name, shape, std) and the dtypes of its subgraphs, per task
_GQA = """        q = x.transpose(1, 2)
        a = torch._C._nn.scaled_dot_product_attention(
            q, k, v, attn_mask=None, dropout_p=0.0, is_causal=True, enable_gqa=True
        )
        return (a.transpose(1, 2).reshape({b}, {l}, {hd}),)
"""
_MASK = """        a = torch._C._nn.scaled_dot_product_attention(
            q, k, v, attn_mask=m, dropout_p=0.0, scale=0.2
        )
        return (a.transpose(1, 2).contiguous(),)
"""
_DROPOUT = """        a = torch._C._nn.scaled_dot_product_attention(q, k, v, dropout_p=0.1)
        return (a.transpose(1, 2),)
"""
SYNTHETIC = {
    "synth_attention_gqa-00000001": [
        (
            _GQA.format(b=2, l=37, hd=320),
            [("x", [2, 37, 4, 80], 5.0), ("k", [2, 2, 37, 80], 5.0), ("v", [2, 2, 37, 80], 1.0)],
            dtype,
        )
        for dtype in ("float32", "bfloat16")
    ],
    "synth_attention_mask-00000002": [
        (
            _MASK,
            [
                ("q", [2, 3, 20, 48], 5.0),
                ("k", [2, 3, 45, 48], 5.0),
                ("v", [2, 3, 45, 48], 1.0),
                ("m", [2, 1, 20, 45], 10.0),
            ],
            dtype,
        )
        for dtype in ("bfloat16", "float16")
    ],
    "synth_attention_dropout-00000003": [
        (
            _DROPOUT,
            [("q", [1, 2, 8, 16], 1.0), ("k", [1, 2, 8, 16], 1.0), ("v", [1, 2, 8, 16], 1.0)],
            "float32",
        )
    ],
}


def _write_suite(root: Path) -> Path:
    entries = []
    for task, subgraphs in SYNTHETIC.items():
        paths = []
        for k, (body, inputs, dtype) in enumerate(subgraphs):
            folder = root / "subgraphs" / f"{task}-{k}"
            folder.mkdir(parents=True)
            names = ", ".join(f"{name}: torch.Tensor" for name, _, _ in inputs)
            (folder / "model.py").write_text(
                "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
                f"    def forward(self, {names}):\n{body}"
            )
            (folder / "weight_meta.py").write_text(
                "\n\n".join(
                    _META.format(name=name, shape=shape, dtype=dtype, std=std)
                    for name, shape, std in inputs
                )
            )
            paths.append({"path": f"subgraphs/{folder.name}"})
        manifest = root / "tasks" / f"{task}.json"
        manifest.parent.mkdir(parents=True, exist_ok=True)
        manifest.write_text(json.dumps({"id": task, "split": "eval", "subgraphs": paths}))
        entries.append({"id": task, "manifest": f"tasks/{task}.json", "split": "eval"})
    (root / "suite.json").write_text(json.dumps({"tasks": entries}))
    return root


def _synth(suite: Path, out: Path, env: dict[str, str], *tasks: str) -> dict[str, dict]:
    command = [sys.executable, "-m", "passnet.synth", "--suite", str(suite), "--split", "eval"]
    command += ["--out", str(out), "-q"]
    if tasks:
        command += ["--only", ",".join(tasks)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads((out / "synth-report.json").read_text())
    return {r["task"]: r for r in report["reports"]}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> dict:
    return _synth(SUITE, tmp_path_factory.mktemp("synth-attention") / "set", python_env, *COVERED)


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> dict:
    suite = _write_suite(tmp_path_factory.mktemp("attention-suite"))
    return _synth(suite, tmp_path_factory.mktemp("synth-attention") / "set", python_env)


def _assert_covered(entry: dict) -> None:
    assert entry["status"] == "covered", entry
    assert entry["template"] == "attention"
    assert entry["matched"] == entry["subgraphs"] == entry["correct"], entry
    assert entry["integrity"] == []
    for check in entry["checks"]:
        assert check["matches"] == {"canonical": 1, "passnet": 1}, check
        assert check["correct"], check


def test_attention_tasks_match_and_are_correct_on_every_subgraph(corpus: dict) -> None:
    for task in COVERED:
        _assert_covered(corpus[task])


def test_causal_grouped_heads_and_broadcast_masks_are_correct(synthetic: dict) -> None:
    _assert_covered(synthetic["synth_attention_gqa-00000001"])
    _assert_covered(synthetic["synth_attention_mask-00000002"])


def test_attention_dropout_is_reported_with_its_reason(synthetic: dict) -> None:
    entry = synthetic["synth_attention_dropout-00000003"]
    assert entry["status"] == "uncovered"
    assert "dropout" in str(entry["reason"]), entry
