"""`passnet agent run --passnet-compatible` on a miniature of PassNet's layout built in the test
(a task folder with graph_list.txt, sample_uids.txt and pass_dir/, named by the SHA-256 of its
uids, listed in sample_lists/eval): PassNet's prompt shape with every subgraph shown, the model
editing the task's own pass_dir/, only the first tool call of a turn run, every subgraph
evaluated and score.txt left in pass_dir/."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import subprocess
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE_PASS = REPO / "examples" / "passes" / "attention_softmax" / "FuseScaleMaskSoftmax.py"
SAMPLES = ("attention_scores", "attention_scores_long")


def _layout(root: Path) -> tuple[Path, str]:
    """PassNet's layout with one eval task over two subgraphs; returns its task folder and id."""
    graph_paths = []
    for name in SAMPLES:
        path = f"graphs/hf_subgraphs_v2/fusible_subgraphs/float32/1/samples/examples/{name}"
        shutil.copytree(REPO / "examples" / "samples" / name, root / path)
        graph_paths.append(path)
    uids = [uuid.uuid4().hex for _ in SAMPLES]
    task_id = hashlib.sha256("\n".join(sorted(uids)).encode()).hexdigest()
    relative = f"samples/hf_subgraphs_v2/fusible_subgraphs/{task_id[:2]}/{task_id[2:4]}/{task_id}"
    task = root / relative
    (task / "pass_dir").mkdir(parents=True)
    (task / "graph_list.txt").write_text("\n".join(graph_paths) + "\n")
    (task / "sample_uids.txt").write_text(",".join(uids) + "\n")
    (root / "sample_lists" / "eval").mkdir(parents=True)
    (root / "sample_lists" / "eval" / "hf_fusible_eval_samples_v2.txt").write_text(relative + "\n")
    return task, task_id


def test_passnet_compatible_mode_works_in_the_task_folder(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    root = tmp_path / "PassNet"
    task, task_id = _layout(root)
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    evaluate = {"name": "pass_evaluator", "arguments": {}}
    script = [
        {"tool_calls": [{"name": "file_editor", "arguments": create}, evaluate]},
        {"tool_calls": [evaluate]},
        {"content": "Done."},
    ]
    (tmp_path / "script.json").write_text(json.dumps(script))
    (tmp_path / "policy.json").write_text(json.dumps({"kind": "scripted", "script": "script.json"}))
    out = tmp_path / "out"
    base = [str(agent_bin), "agent", "run", "--suite", str(root), "--task", task_id,
            "--policy", str(tmp_path / "policy.json"), "--out", str(out), "--device", "cpu",
            "--trials", "3", "--warmup", "1", "--no-baseline-cache"]  # fmt: skip

    refused = subprocess.run(base, env=python_env, capture_output=True, text=True, timeout=120)
    assert refused.returncode == 2
    assert "PassNet's layout: run it with --passnet-compatible" in refused.stderr

    done = subprocess.run(
        [*base, "--passnet-compatible"], env=python_env, capture_output=True, text=True,
        timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"{task_id} attempt 0: finished after 3 step(s), 1 evaluation(s)" in done.stdout

    # The model wrote into the task's own pass_dir/, and the evaluation left its score there.
    assert (task / "pass_dir" / "FuseScaleMaskSoftmax.py").read_text() == EXAMPLE_PASS.read_text()
    attempt = out / task_id / "attempt-0"
    records = [json.loads(line) for line in (attempt / "trajectory.jsonl").open()]
    prompt = records[0]
    assert prompt["kind"] == "prompt" and prompt["version"] == "passnet"
    assert "high-performance computing" in prompt["system"]
    assert prompt["user"].count("class GraphModule") == len(SAMPLES)  # every subgraph shown
    assert "def triton_add" in prompt["user"]  # the worked Triton add
    assert prompt["withheld"] == [] and len(prompt["visible"]) == len(SAMPLES)

    tools = [r for r in records if r["kind"] == "tool"]
    assert tools[0]["name"] == "file_editor" and not tools[0]["is_error"]
    # The turn's second call did not run, as in PassNet's agent; the next turn's did.
    assert tools[1]["is_error"] and tools[1]["text"].startswith("Not run: only the first")
    assert "evaluation" in tools[2], tools[2]
    score = float((task / "pass_dir" / "score.txt").read_text())
    assert score == pytest.approx(tools[2]["evaluation"]["as"], rel=1e-5)
    with sqlite3.connect(attempt / "evals" / "1" / "run.db") as db:
        evaluated = [Path(s).name for (s,) in db.execute("SELECT sample FROM jobs")]
    assert sorted(evaluated) == sorted(SAMPLES)  # every subgraph, none withheld
    result = json.loads((attempt / "result.json").read_text())
    assert result["rescored_as"] is not None
