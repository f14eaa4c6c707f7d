"""``passnet synth --tune`` on the CPU: candidate launch configurations measured on a suite's
train split (here a two-task suite cut from v3's train split, each task's smallest subgraph:
an elementwise task and a GEMM task), the table written with a row per shape class and what
each class measured, read back by synthesis, and the same table giving byte-identical pass
sets. In Triton's interpreter the candidates' times say nothing about a GPU (the wrapper picks
interpreter-sized tiles there); the choice is the device's (docs/synth.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO_ROOT

SUITE = REPO_ROOT / "suites" / "passbench-v3"
TASKS = ("cat_mul_add-3b30449e", "linear_view_permute-9a7ea662")


@pytest.fixture(scope="module")
def small_suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("tune-suite")
    (root / "subgraphs").symlink_to((SUITE / "subgraphs").resolve(), target_is_directory=True)
    (root / "tasks" / "train").mkdir(parents=True)
    entries = []
    for task in TASKS:
        manifest = json.loads((SUITE / "tasks" / "train" / f"{task}.json").read_text())
        manifest["subgraphs"] = [min(manifest["subgraphs"], key=lambda s: s["size_bucket_log2"])]
        path = f"tasks/train/{task}.json"
        (root / path).write_text(json.dumps(manifest))
        entries.append({"id": task, "split": "train", "manifest": path})
    (root / "suite.json").write_text(json.dumps({"tasks": entries}))
    return root


def _synth(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "passnet.synth", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=1500)


def test_tune_writes_a_table_synthesis_reads(
    small_suite: Path, tmp_path: Path, python_env: dict[str, str]
) -> None:
    table = tmp_path / "tuning.json"
    done = _synth(["--tune", "--suite", str(small_suite), "--out", str(table), "--per-task", "1"],
                  python_env)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    document = json.loads(table.read_text())
    assert document["format"] == "passnet-synth-tuning/1" and document["device"] == "cpu"
    for template in ("elementwise", "gemm"):
        rows, measured = document[template], document["measured"][template]
        assert measured["tasks"] == 1, measured
        assert rows[-1][0] is None and len(rows) == len(measured["classes"])
        timed = [c for c in measured["classes"] if c["subgraphs"]]
        assert len(timed) == 1, measured  # the one subgraph falls in one class
        assert len(timed[0]["us"]) >= 4 and all(us > 0 for us in timed[0]["us"].values())
        assert timed[0]["chosen"] in [json.loads(key) for key in timed[0]["us"]]

    sets = []
    for name in ("a", "b"):
        out = tmp_path / name
        args = ["--suite", str(small_suite), "--split", "train", "--out", str(out)]
        done = _synth([*args, "--tuning", str(table), "--no-verify", "-q"], python_env)
        assert done.returncode == 0, done.stdout + done.stderr
        sets.append({p.relative_to(out): p.read_bytes() for p in out.rglob("*.py")})
    assert sets[0] == sets[1] and sets[0]
    gemm = next(text for path, text in sets[0].items() if TASKS[1] in str(path))
    rows = "".join(f"\n    {tuple(row)!r}," for row in document["gemm"])
    assert rows.encode() in gemm


def test_tune_refuses_what_it_does_not_read(tmp_path: Path, python_env: dict[str, str]) -> None:
    args = ["--tune", "--suite", str(SUITE), "--out", str(tmp_path / "t.json")]
    done = _synth([*args, "--only", "add-"], python_env)
    assert done.returncode == 2 and "train split alone" in done.stderr


def test_a_table_with_a_bad_gemm_row_is_refused(tmp_path: Path, python_env: dict[str, str]) -> None:
    table = tmp_path / "bad.json"
    table.write_text(json.dumps({"format": "passnet-synth-tuning/1", "gemm": [[None, 16, 32, 64]]}))
    args = ["--suite", str(SUITE), "--split", "eval", "--out", str(tmp_path / "set")]
    done = _synth([*args, "--tuning", str(table), "--only", "add-"], python_env)
    assert done.returncode == 2
    assert "gemm: row [None, 16, 32, 64] is not [limit or null, BM, BN, BK, warps]" in done.stderr


def test_tune_in_parallel_measures_what_one_process_measures(
    small_suite: Path, tmp_path: Path, python_env: dict[str, str]
) -> None:
    """``--jobs 2``: two processes build side by side and time in turns; every candidate is
    still measured on every sampled subgraph, once."""
    documents = []
    for jobs in ("1", "2"):
        table = tmp_path / f"tuning-{jobs}.json"
        args = ["--tune", "--suite", str(small_suite), "--out", str(table), "--per-task", "1"]
        done = _synth([*args, "--jobs", jobs], python_env)
        assert done.returncode == 0, done.stdout + done.stderr
        documents.append(json.loads(table.read_text()))
    for template in ("elementwise", "gemm"):
        shapes = [
            [
                (c["limit"], c["subgraphs"], sorted(c["us"]))
                for c in d["measured"][template]["classes"]
            ]
            for d in documents
        ]
        assert shapes[0] == shapes[1] and any(count for _, count, _ in shapes[0])
