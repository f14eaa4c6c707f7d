"""The synth policy's variants in `passnet agent run` on the CPU: the synthesiser's pass for a
small elementwise task of a suite built in the test, then the same pass written again with three
other launch tables, each reached by str_replace edits through the file editor (never a
rewrite of the file) and evaluated; the attempt ends with the last variant in its folder."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

_META = """class Program_weight_tensor_meta_{name}:
    name = "{name}"
    shape = {shape}
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None
"""
_MODEL = """import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, y: torch.Tensor):
        s = x + y
        return (torch.relu(s),)
"""


def _suite(root: Path) -> Path:
    paths = []
    for k, shape in enumerate(([4, 300], [8, 130])):
        folder = root / "subgraphs" / f"add_relu-{k}"
        folder.mkdir(parents=True)
        (folder / "model.py").write_text(_MODEL)
        (folder / "weight_meta.py").write_text(
            "\n".join(_META.format(name=name, shape=shape) for name in ("x", "y"))
        )
        paths.append({"path": f"subgraphs/{folder.name}", "graph_hash": f"{k:02d}" * 6,
                      "dtype": "torch.float32"})  # fmt: skip
    manifest = {"id": "add_relu-00000001", "split": "train", "source_models": 1,
                "key": {"ops": ["add", "relu"], "dtypes": ["torch.float32"]},
                "subgraphs": paths}  # fmt: skip
    (root / "tasks" / "train").mkdir(parents=True)
    (root / "tasks" / "train" / "add_relu-00000001.json").write_text(json.dumps(manifest))
    entry = {"id": "add_relu-00000001", "manifest": "tasks/train/add_relu-00000001.json",
             "split": "train"}  # fmt: skip
    (root / "suite.json").write_text(json.dumps({"tasks": [entry]}))
    return root


def test_the_synth_policy_edits_its_pass_into_each_variant_and_evaluates_it(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    suite = _suite(tmp_path / "suite")
    (tmp_path / "synth.json").write_text(json.dumps({"kind": "synth", "variants": 3}))
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite),
               "--task", "add_relu-00000001", "--policy", str(tmp_path / "synth.json"),
               "--out", str(out), "--device", "cpu", "--trials", "3", "--warmup", "1",
               "--no-baseline-cache"]  # fmt: skip
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "finished" in done.stdout and "4 evaluation(s)" in done.stdout, done.stdout

    attempt = out / "add_relu-00000001" / "attempt-0"
    records = [json.loads(line) for line in (attempt / "trajectory.jsonl").open()]
    calls = [
        (call["name"], call["arguments"])
        for r in records
        if r["kind"] == "assistant"
        for call in r["message"].get("tool_calls", [])
    ]
    results = [r for r in records if r["kind"] == "tool"]
    assert not any(r["is_error"] for r in results), [r["text"] for r in results if r["is_error"]]
    edits = [json.loads(a) if isinstance(a, str) else a for n, a in calls if n == "file_editor"]
    replaced = [e for e in edits if e["command"] == "str_replace"]
    assert len(replaced) >= 3  # at least one edit a variant, each of the launch table
    for edit in replaced:
        assert edit["old_str"] != edit["new_str"]
        assert len(edit["old_str"]) < 2000  # an edit, not the file again
    assert [n for n, _ in calls].count("pass_evaluator") == 4

    # The folder holds the last variant, written by the synthesiser with that table.
    variant = attempt / "synth-variant-3" / "add_relu-00000001"
    for file in variant.iterdir():
        assert (attempt / "pass_dir" / file.name).read_text() == file.read_text(), file.name
    table = json.loads((attempt / "synth-variant-3.json").read_text())
    assert table["elementwise"][0] == [4096, 256, 4]
    result = json.loads((attempt / "result.json").read_text())
    assert result["best_as"] is not None and result["rescored_as"] is not None
