"""`passnet agent evaluate`, the agent's evaluation tool run by hand, on the CPU (Triton in its
interpreter): a working pass is reported per subgraph with its result and output error; broken
ones come back as the errors the model reads, each naming its cause."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE_PASS = REPO / "examples" / "passes" / "attention_softmax"
ATTENTION = REPO / "examples" / "samples" / "attention_scores"


def _evaluate(
    agent_bin: Path, env: dict[str, str], pass_dir: Path, out: Path, *extra: str
) -> subprocess.CompletedProcess[str]:
    command = [str(agent_bin), "agent", "evaluate", "--pass-dir", str(pass_dir), "--samples",
               str(ATTENTION), "--out", str(out), "--device", "cpu", "--trials", "3",
               "--warmup", "1", *extra]  # fmt: skip
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)


def test_a_working_pass_and_broken_ones(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    # The engine's worker chooses Triton's interpreter on the CPU by itself: nothing in the
    # environment asks for it.
    no_interpret = {k: v for k, v in python_env.items() if k != "TRITON_INTERPRET"}
    done = _evaluate(agent_bin, no_interpret, EXAMPLE_PASS, tmp_path / "good", "--json")
    assert done.returncode == 0, done.stderr[-2000:]
    evaluation = json.loads(done.stdout)
    (row,) = evaluation["subgraphs"]
    assert row["status"] == "ok" and not row["flagged"], row
    assert row["max_abs_error"] < 1e-4 and row["speedup"] > 0
    assert evaluation["correct"] == 1 and (tmp_path / "good" / "run.db").exists()

    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "Broken.py").write_text("def pattern(x:\n")
    done = _evaluate(agent_bin, python_env, broken, tmp_path / "broken-run")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "| compile_fail |" in done.stdout and "Broken.py:1:" in done.stdout, done.stdout

    # The same pass for a scale the sample does not use matches nothing there.
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(EXAMPLE_PASS, elsewhere)
    source = elsewhere / "FuseScaleMaskSoftmax.py"
    source.write_text(source.read_text().replace("scores * 0.125", "scores * 0.5"))
    done = _evaluate(agent_bin, python_env, elsewhere, tmp_path / "elsewhere-run")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "| compile_fail |" in done.stdout and "matched any" in done.stdout, done.stdout


def test_a_flagged_pass_is_told_so_and_its_rules_only_when_asked(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    # A replacement that runs torch's own ops instead of a kernel of its own.
    torch_only = tmp_path / "torch_only"
    torch_only.mkdir()
    (torch_only / "Softmaxed.py").write_text(TORCH_ONLY)
    done = _evaluate(agent_bin, python_env, torch_only, tmp_path / "quiet")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "| flagged |" in done.stdout and "Integrity: the pass was flagged" in done.stdout
    assert "Rules broken" not in done.stdout
    done = _evaluate(agent_bin, python_env, torch_only, tmp_path / "told", "--show-rules")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Rules broken: " in done.stdout, done.stdout


TORCH_ONLY = """
import torch


def pattern(scores, mask):
    return torch.nn.functional.softmax(scores * 0.125 + mask, dim=-1)


def replacement_args(scores, mask):
    return (scores, mask)


@torch.fx.wrap
def softmaxed(scores, mask):
    return torch.nn.functional.softmax(scores * 0.125 + mask, dim=-1)


def replacement_func():
    return softmaxed
"""
