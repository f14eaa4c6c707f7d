"""``bench/passbench/baseline_results.py`` on a real CPU run of a suite's eval subgraphs.

Three eval subgraphs of the bundled example suite, plus one sample outside it, are measured
with ``passnet bench run`` (eager and inductor); the committed-results file must hold exactly
the suite's subgraphs, each under its task, with run.db's speedups, and ``bench score``'s AS.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from conftest import REPO_ROOT

SUITE = REPO_ROOT / "examples" / "suite"
SCRIPT = REPO_ROOT / "bench" / "passbench" / "baseline_results.py"
OUTSIDE = REPO_ROOT / "examples" / "samples" / "attention_scores"


def _eval_subgraphs(count: int) -> dict[str, str]:
    """The first ``count`` eval subgraphs of the example suite: folder -> task id."""
    chosen: dict[str, str] = {}
    for manifest in sorted((SUITE / "tasks" / "eval").glob("*.json")):
        task = json.loads(manifest.read_text())
        for subgraph in task["subgraphs"]:
            if len(chosen) < count:
                chosen[str(SUITE / subgraph["path"])] = task["id"]
    return chosen


def test_results_file_holds_the_suites_subgraphs_with_their_tasks_and_scores(
    tmp_path: Path, passnet_bin: Path, python_env: dict[str, str]
) -> None:
    chosen = _eval_subgraphs(3)
    assert len(chosen) == 3
    listing = tmp_path / "list.txt"
    listing.write_text("\n".join([*chosen, str(OUTSIDE)]) + "\n")
    run = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(listing), "--out", str(run)]
    command += ["--device", "cpu", "--backends", "eager,inductor", "--warmup", "1", "--trials"]
    command += ["3", "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr

    out = tmp_path / "results" / "baselines.json"
    script = [sys.executable, str(SCRIPT), str(run), str(SUITE), "--out", str(out)]
    script += ["--passnet", str(passnet_bin), "--note", "a CPU check"]
    made = subprocess.run(script, env=python_env, capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr
    assert "not eval subgraphs" in made.stderr  # the sample outside the suite is named
    results = json.loads(out.read_text())

    with sqlite3.connect(run / "run.db") as db:
        speedups = dict(
            db.execute("SELECT sample, speedup_e2e FROM results WHERE backend = 'inductor'")
        )
    assert results["note"] == "a CPU check"
    assert results["subgraphs_measured"] == 3
    assert results["tasks_measured"] == len(set(chosen.values()))
    manifests = list((SUITE / "tasks" / "eval").glob("*.json"))
    assert results["tasks_in_split"] == len(manifests)
    assert set(results["subgraphs"]) == {Path(folder).name for folder in chosen}
    for folder, task in chosen.items():
        row = results["subgraphs"][Path(folder).name]
        assert row["task"] == task
        assert row["eager_ms"] > 0
        assert row["inductor"]["status"] == "ok"
        assert row["inductor"]["speedup"] == speedups[folder]

    scored = subprocess.run(
        [str(passnet_bin), "bench", "score", str(run), "--backend", "inductor", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert scored.returncode == 0, scored.stderr
    score = json.loads(scored.stdout)
    assert results["scores"]["inductor"]["as"] == score["as"]
    assert results["scores"]["inductor"]["samples"] == score["samples"]
    assert "| inductor |" in made.stdout
