"""``passnet bench suite build`` and ``bench suite run`` end to end on the CPU: two example samples
become a suite (annotation, prefix analysis, eager and inductor runs, curation), and eager,
inductor and the example pass are scored per task on it; the example pass matches its tasks,
runs its Triton kernel in the interpreter, and is correct there.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path

import torch

from conftest import REPO_ROOT

EXAMPLES = REPO_ROOT / "examples"


def _run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1500)
    assert done.returncode == 0, done.stderr[-4000:]
    return done


def test_build_a_suite_then_score_backends_on_it(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    samples = tmp_path / "samples"
    for name in ("attention_scores", "attention_scores_wide", "conv_bn_relu"):
        shutil.copytree(EXAMPLES / "samples" / name, samples / name)
    suite = tmp_path / "suite"
    build = [str(passnet_bin), "bench", "suite", "build", "--samples", str(samples)]
    build += ["--out", str(suite), "--device", "cpu", "--window", "12", "--no-variants"]
    build += ["--trials", "3", "--warmup", "1", "--max-speedup", "1e9", "--eval-share", "1", "-q"]
    _run(build, python_env)
    index = json.loads((suite / "suite.json").read_text())
    assert index["splits"]["eval"]["tasks"] == len(index["tasks"]) >= 2
    assert (tmp_path / "suite.build" / "dataset.db").is_file()  # kept for resuming
    # What was measured is what a selection for this grouping and these caps lists.
    worth = (tmp_path / "suite.build" / "measure.txt").read_text().split()
    with sqlite3.connect(tmp_path / "suite.build" / "run" / "run.db") as connection:
        measured_samples = {row[0] for row in connection.execute("SELECT sample FROM results")}
    assert {Path(s).name for s in measured_samples} == {Path(f).name for f in worth}
    ids = [task["id"] for task in index["tasks"]]
    assert any(task_id.startswith("mul_add-") for task_id in ids), ids
    # Suite v2's grouping from the same DB and runs: one task per op sequence, and the folders a
    # pre-measurement selection lists for it (every subgraph here: at most 10 a pattern).
    db, measured = tmp_path / "suite.build" / "dataset.db", tmp_path / "suite.build" / "run"
    curate = [str(passnet_bin), "bench", "curate", "--db", str(db), "--group-by", "pattern"]
    by_pattern = [*curate, "--runs", str(measured), "--max-speedup", "1e9", "--json"]
    v2 = json.loads(_run([*by_pattern, "--out", str(tmp_path / "v2")], python_env).stdout)
    assert v2["criteria"]["grouping"] == "pattern hash"
    assert {t["id"] for t in v2["tasks"]} == {i[: i.index("-", i.index("-") + 1)] for i in ids}
    listed = tmp_path / "selected.txt"
    selected = _run([*curate, "--select-only", "--out", str(listed)], python_env)
    assert "subgraphs listed" in selected.stderr
    folders = listed.read_text().split()
    assert folders == sorted(folders) and all(Path(f, "model.py").is_file() for f in folders)
    in_suite = {p.name for p in (tmp_path / "v2" / "subgraphs").iterdir()}
    assert in_suite <= {Path(f).name for f in folders}

    pass_dir = EXAMPLES / "passes" / "scale_mask"
    backends = f"eager,inductor,passes:{pass_dir}"
    run = [str(passnet_bin), "bench", "suite", "run", str(suite), "--backends", backends]
    run += ["--device", "cpu", "--out", str(tmp_path / "run"), "--trials", "3", "--warmup", "1"]
    scores = json.loads(_run([*run, "--json", "-q"], python_env).stdout)
    assert scores["backends"] == ["inductor", f"passes:{pass_dir}"]
    by_id = {row["id"]: row for row in scores["tasks"]}
    mul_add = next(row for task_id, row in by_id.items() if task_id.startswith("mul_add-"))
    pass_score = mul_add["scores"][f"passes:{pass_dir}"]
    assert pass_score["correct_rate"] == 1.0  # matched and correct on every subgraph of its task
    # The pass matches mul+add wherever a task's ops begin so (the groups method also mines
    # mul_add_softmax), and nothing else.
    for task_id, row in by_id.items():
        expected = 1.0 if task_id.startswith("mul_add") else 0.0
        assert row["scores"][f"passes:{pass_dir}"]["correct_rate"] == expected, task_id
    assert 0 < scores["overall"]["inductor"]["as"]
    # The results file the report reads, with the software that made it.
    saved = json.loads((tmp_path / "run" / "suite-scores.json").read_text())
    assert saved["overall"] == scores["overall"]
    assert saved["environment"]["torch"] == torch.__version__
    # The table form of the same command (resumes the finished run: nothing runs again).
    table = _run(run, python_env).stdout
    assert "AS per task" in table and "passes:scale_mask" in table
    report = _run([str(passnet_bin), "bench", "report", str(tmp_path / "run")], python_env)
    assert "suite " in report.stdout and f"passes:{pass_dir}" in report.stdout
    # A results file alone (as a suite's results/ keeps it) is read the same way.
    scores_file = tmp_path / "run" / "suite-scores.json"
    alone = _run([str(passnet_bin), "bench", "report", str(scores_file)], python_env).stdout
    assert f"torch {torch.__version__}" in alone and "passes:scale_mask" in alone
    assert "AS 95% CI" in alone and "report.json" not in alone
    assert "AS by host-inclusive time (dynamo: torch.compile's calls; batched timing)" in alone
    not_scores = subprocess.run(
        [str(passnet_bin), "bench", "report", str(suite / "suite.json")], capture_output=True
    )
    assert not_scores.returncode != 0 and b"not a suite-scores file" in not_scores.stderr
    # --only: the tasks of one op sequence (a pass's own tasks), from the same finished run.
    mul_add_id = mul_add["id"]
    prefix = mul_add_id[: mul_add_id.index("-", len("mul_add-")) + 1]
    only = json.loads(_run([*run, "--only", prefix, "--json", "-q"], python_env).stdout)
    assert [row["id"] for row in only["tasks"]] == [i for i in ids if i.startswith(prefix)]
    typo = subprocess.run([*run, "--only", "no_such_task-"], env=python_env, capture_output=True)
    assert typo.returncode != 0 and b"--only no_such_task-: no task" in typo.stderr
