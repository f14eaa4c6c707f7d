"""Fast evaluation in `passnet agent run` on the CPU: two tasks' attempts at once on one pool of
warm workers, and eager's and Inductor's figures per subgraph measured by the first evaluation
that needs them and taken from the baseline cache after, so that a later step times only its
candidate; the final re-score still measures eager in fresh workers."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest

from passnet.spec.backend_spec import BackendKind, parse_backend_spec

REPO = Path(__file__).resolve().parents[2]
EXAMPLE_PASS = REPO / "examples" / "passes" / "attention_softmax" / "FuseScaleMaskSoftmax.py"
SAMPLES = ("attention_scores", "attention_scores_long", "attention_scores_wide")


def _suite(root: Path) -> Path:
    """Two train tasks over the same three subgraphs (each task splits them its own way)."""
    suite = root / "suite"
    for name in SAMPLES:
        shutil.copytree(REPO / "examples" / "samples" / name, suite / "subgraphs" / name)
    entries = []
    for task in ("attn-a", "attn-b"):
        subgraphs = [
            {"path": f"subgraphs/{name}", "graph_hash": f"{task}-{k:02d}{'0' * 8}",
             "dtype": "torch.float32", "eager_ms": 0.02, "inductor_ms": 0.015}
            for k, name in enumerate(SAMPLES)
        ]  # fmt: skip
        key = {"ops": ["call_function:softmax"], "dtypes": ["torch.float32"]}
        manifest = {"id": task, "split": "train", "source_models": 1, "subgraphs": subgraphs,
                    "key": key}  # fmt: skip
        (suite / "tasks" / "train").mkdir(parents=True, exist_ok=True)
        (suite / "tasks" / "train" / f"{task}.json").write_text(json.dumps(manifest))
        entries.append({"id": task, "manifest": f"tasks/train/{task}.json", "split": "train"})
    (suite / "suite.json").write_text(json.dumps({"tasks": entries}))
    return suite


def _jobs(run_dir: Path) -> list[dict[str, Any]]:
    with sqlite3.connect(run_dir / "run.db") as db:
        return [json.loads(reply) for (reply,) in db.execute("SELECT reply FROM jobs")]


def _worker_starts(run_dir: Path) -> int:
    with sqlite3.connect(run_dir / "run.db") as db:
        row = db.execute("SELECT value FROM meta WHERE key = 'worker_start_seconds'").fetchone()
    return len(json.loads(row[0])) if row else 0


def test_attempts_share_warm_workers_and_later_steps_time_only_the_candidate(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    suite = _suite(tmp_path)
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    evaluate = {"tool_calls": [{"name": "pass_evaluator", "arguments": {}}]}
    script = [{"tool_calls": [{"name": "file_editor", "arguments": create}]}, evaluate, evaluate]
    script.append({"content": "Done."})
    (tmp_path / "script.json").write_text(json.dumps(script))
    (tmp_path / "policy.json").write_text(json.dumps({"kind": "scripted", "script": "script.json"}))
    out = tmp_path / "out"
    env = {**python_env, "PASSNET_CACHE_DIR": str(tmp_path / "cache")}
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-a",
               "--task", "attn-b", "--policy", str(tmp_path / "policy.json"), "--out", str(out),
               "--device", "cpu", "--jobs", "2", "--concurrency", "2", "--trials", "3",
               "--warmup", "1"]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1500)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "baselines cached in " + str(tmp_path / "cache" / "baselines.db") in done.stderr
    for task in ("attn-a", "attn-b"):
        assert f"{task} attempt 0: finished after 4 step(s), 2 evaluation(s)" in done.stdout

    starts = 0
    for task in ("attn-a", "attn-b"):
        attempt = out / task / "attempt-0"
        first, second = attempt / "evals" / "1", attempt / "evals" / "2"
        starts += _worker_starts(first) + _worker_starts(second)
        # The first step measured eager itself (or found what the other attempt had stored);
        # the second found every figure in the cache and timed only the pass, against eager's
        # figure and Inductor's from the cache.
        for job in _jobs(second):
            assert job["eager"]["timing"]["cached"] is True, job["eager"]
            backend = next(
                v
                for k, v in job["backends"].items()
                if parse_backend_spec(k).kind is BackendKind.PASSES
            )
            assert backend["status"] == "ok", backend
            assert backend["cached_baseline"] is True
            assert backend["speedup"]["e2e"] > 0
            assert backend["speedup_over_inductor"] > 0, backend
            assert "inductor" not in job["backends"]  # not compiled again
        # What the model read of the second step: the pass against eager and Inductor, from
        # the cached figures, on each subgraph.
        records = [json.loads(line) for line in (attempt / "trajectory.jsonl").open()]
        shown = [r["text"] for r in records if r.get("kind") == "tool" and "evaluation" in r][1]
        rows = [line.split("|") for line in shown.splitlines() if line.startswith("| ")][1:]
        assert len(rows) == 2, shown
        for row in rows:
            assert row[2].strip() == "ok" and row[3].strip().endswith("x"), shown
            assert row[4].strip().endswith("x"), shown  # over Inductor
        # The re-score ran in workers of its own, with eager timed in its rounds.
        for job in _jobs(attempt / "rescore"):
            assert "cached" not in job["eager"]["timing"], job["eager"]
            assert _worker_starts(attempt / "rescore") >= 1
    # Four evaluations over one pool of two workers: at most two starts among them.
    assert 1 <= starts <= 2, starts

    with sqlite3.connect(tmp_path / "cache" / "baselines.db") as db:
        rows = db.execute("SELECT sample, eager, inductor FROM baselines").fetchall()
    assert 1 <= len(rows) <= len(SAMPLES)  # one per subgraph some task showed, any task
    for sample, eager, inductor in rows:
        assert Path(sample).name in SAMPLES
        assert json.loads(eager)["e2e"]["median"] > 0
        assert json.loads(inductor)["status"] == "ok"


def test_a_cached_baseline_is_refused_when_it_is_no_timing(
    python_env: dict[str, str], tmp_path: Path
) -> None:
    """A request whose baseline is not a timing object is an error before any work."""
    import sys

    sample = REPO / "examples" / "samples" / "attention_scores"
    requests = [
        {"cmd": "run", "id": 1, "sample": str(sample), "backends": [],
         "baseline": {"eager": {"e2e": {"median": 0}}}},
        {"cmd": "run", "id": 2, "sample": str(sample), "backends": [],
         "baseline": {"eager": {"e2e": {"median": 0.5, "iqr": 0, "min": 0.5, "mean": 0.5,
                                        "max": 0.5}}, "inductor": {"timing": {}}}},
    ]  # fmt: skip
    worker = subprocess.run(
        [sys.executable, "-m", "passnet.runtime.worker", "--device", "cpu"],
        input="".join(json.dumps(r) + "\n" for r in requests),
        env=python_env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    lines = [json.loads(line) for line in worker.stdout.splitlines()]
    assert lines[0]["event"] == "ready" and len(lines[0]["harness"]) == 64
    errors = {line["id"]: line["error"] for line in lines[1:] if line["event"] == "error"}
    assert "baseline.eager" in errors[1] and "positive median" in errors[1], errors
    assert "baseline.inductor" in errors[2], errors
