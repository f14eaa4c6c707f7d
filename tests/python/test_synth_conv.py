"""The convolution template of ``passnet synth`` on real tasks of suite v2, on the CPU (kernels
in Triton's interpreter): a depthwise convolution (the direct kernel) written channels last by
the store, a strided conv1d (the implicit GEMM) transposed by the store, a transposed conv1d
(by phase) cut to length by a slice the store writes, and strided conv2ds followed by
inference batch_norm, a residual add and relu; each matched under both matchers and correct on
every subgraph (float32, float16 and bfloat16), clean under the static integrity layer, and
scored by ``bench suite run``. What the template does not take (two convolutions in a graph,
padding given as a string) is reported with its reason."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO_ROOT, passnet_matcher_expected

SUITE = REPO_ROOT / "suites" / "passbench-v2"
# Small tasks of both splits (about a minute in all on two shared cores).
COVERED = {
    "conv2d_permute-a5fb51a0": "the direct kernel (groups = channels), channels last",
    "conv1d_transpose-668d1241": "the implicit GEMM, stride 4, a transpose after it",
    "conv_transpose1d_getitem-519f6a87": "a transposed convolution, stride 8, cut by a slice",
    "conv2d_batch_norm_add-0af99937": "stride 2, then batch_norm, a residual add, relu",
    "conv2d_batch_norm_relu-bc975633": "3 x 3, stride 2, padding 1, then batch_norm, relu",
}


def _synth(
    suite: Path, out: Path, env: dict[str, str], *tasks: str
) -> dict[str, dict[str, object]]:
    command = [sys.executable, "-m", "passnet.synth", "--suite", str(suite), "--split", "all"]
    command += ["--out", str(out), "--only", ",".join(tasks), "-q"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads((out / "synth-report.json").read_text())
    return {r["task"]: r for r in report["reports"]}


@pytest.fixture(scope="module")
def synthesised(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> Path:
    out = tmp_path_factory.mktemp("synth-conv") / "set"
    _synth(SUITE, out, python_env, *COVERED)
    return out


def test_conv_tasks_match_and_are_correct_on_every_subgraph(synthesised: Path) -> None:
    report = json.loads((synthesised / "synth-report.json").read_text())
    entries = {r["task"]: r for r in report["reports"]}
    for task in COVERED:
        entry = entries[task]
        assert entry["status"] == "covered", entry
        assert entry["template"] == "conv"
        assert entry["matched"] == entry["subgraphs"] == entry["correct"], entry
        assert entry["integrity"] == []
        for check in entry["checks"]:
            expected = passnet_matcher_expected(SUITE / "subgraphs" / check["subgraph"])
            assert check["matches"] == {"canonical": 1, "passnet": expected}, check


def test_the_kernel_form_follows_the_channels_per_group(synthesised: Path) -> None:
    direct = next((synthesised / "conv2d_permute-a5fb51a0").glob("synth_*.py")).read_text()
    assert "tl.dot(" not in direct and "for kk in range(0, " in direct
    gemm = next((synthesised / "conv1d_transpose-668d1241").glob("synth_*.py")).read_text()
    assert 'tl.dot(a.to(tl.float32), b.to(tl.float32), input_precision="ieee")' in gemm
    phases = next((synthesised / "conv_transpose1d_getitem-519f6a87").glob("synth_*.py"))
    assert "_prod(cv_stride))" in phases.read_text()  # a program axis over the phases


def test_bench_suite_run_scores_a_conv_pass(
    synthesised: Path, tmp_path: Path, passnet_bin: Path, python_env: dict[str, str]
) -> None:
    run = tmp_path / "run"
    env = dict(python_env, TRITON_INTERPRET="1")
    task = "conv2d_batch_norm_relu-bc975633"
    command = [str(passnet_bin), "bench", "suite", "run", str(SUITE), "--only", task]
    command += ["--backends", f"passes:{synthesised}", "--device", "cpu", "--out", str(run)]
    command += ["--warmup", "1", "--trials", "3", "-q"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    scores = json.loads((run / "suite-scores.json").read_text())
    backend = f"passes:{synthesised}"
    assert scores["overall"][backend]["correct_rate"] == 1.0, scores["overall"][backend]
    assert scores["integrity"][backend]["flagged"] == 0


_WEIGHT = """class Program_weight_tensor_meta_{name}:
    name = "{name}"
    shape = {shape}
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.1
    data = None

"""


def _task(suite: Path, task: str, body: list[str], tensors: dict[str, list[int]]) -> None:
    folder = suite / "subgraphs" / task
    folder.mkdir(parents=True)
    args = ", ".join(f"{name}: torch.Tensor" for name in tensors)
    lines = "".join(f"        {line}\n" for line in body)
    (folder / "model.py").write_text(
        "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
        f"    def forward(self, {args}):\n{lines}"
    )
    (folder / "weight_meta.py").write_text(
        "".join(_WEIGHT.format(name=n, shape=s) for n, s in tensors.items())
    )
    manifest = suite / "tasks" / "train" / f"{task}.json"
    manifest.parent.mkdir(parents=True, exist_ok=True)
    manifest.write_text(json.dumps({"id": task, "subgraphs": [{"path": f"subgraphs/{task}"}]}))


def test_what_the_template_does_not_take_is_reported(
    tmp_path: Path, python_env: dict[str, str]
) -> None:
    suite = tmp_path / "suite"
    weights = {"x": [1, 8, 6, 6], "w": [8, 8, 3, 3], "v": [8, 8, 1, 1]}
    _task(
        suite,
        "conv2d_conv2d-0",
        ["y = torch.conv2d(x, w)", "return (torch.conv2d(y, v),)"],
        weights,
    )
    _task(suite, "conv2d_same-0", ["return (torch.conv2d(x, w, None, 1, 'same'),)"], weights)
    tasks = ["conv2d_conv2d-0", "conv2d_same-0"]
    entries = [{"id": t, "split": "train", "manifest": f"tasks/train/{t}.json"} for t in tasks]
    (suite / "suite.json").write_text(json.dumps({"tasks": entries}))
    report = _synth(suite, tmp_path / "out", python_env, *tasks)
    assert report["conv2d_conv2d-0"]["status"] == "uncovered"
    assert "2 convolutions" in str(report["conv2d_conv2d-0"]["reason"])
    assert report["conv2d_same-0"]["status"] == "uncovered"
    assert "padding given as a string" in str(report["conv2d_same-0"]["reason"])
