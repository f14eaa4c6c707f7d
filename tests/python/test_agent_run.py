"""`passnet agent run` with a scripted policy on the CPU: the loop edits the pass folder, evaluates,
feeds errors back, keeps the best pass and re-scores it; an attempt cut after a model turn resumes
by running that turn's pending call, repeating and losing no step; a finished one is not rerun."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE_PASS = REPO / "examples" / "passes" / "attention_softmax" / "FuseScaleMaskSoftmax.py"
ATTENTION = REPO / "examples" / "samples" / "attention_scores"


def _suite(root: Path) -> Path:
    suite = root / "suite"
    shutil.copytree(ATTENTION, suite / "subgraphs" / "attention_scores")
    manifest = {
        "id": "attn-1", "split": "train", "source_models": 1,
        "key": {"ops": ["call_function:operator.mul", "call_function:softmax"],
                "dtypes": ["torch.float32"]},
        "subgraphs": [{"path": "subgraphs/attention_scores", "graph_hash": "a1b2c3d4e5f6",
                       "dtype": "torch.float32", "eager_ms": 0.02, "inductor_ms": 0.015,
                       "floor_ms": 0.01, "source_model": "examples/attention"}],
    }  # fmt: skip
    (suite / "tasks" / "train").mkdir(parents=True)
    (suite / "tasks" / "train" / "attn-1.json").write_text(json.dumps(manifest))
    held_out_subgraph = {**manifest["subgraphs"][0], "graph_hash": "e0e0e0e0e0e0"}
    held_out = {**manifest, "id": "attn-eval", "split": "eval", "subgraphs": [held_out_subgraph]}
    (suite / "tasks" / "eval").mkdir()
    (suite / "tasks" / "eval" / "attn-eval.json").write_text(json.dumps(held_out))
    entries = [
        {"id": "attn-1", "manifest": "tasks/train/attn-1.json", "split": "train"},
        {"id": "attn-eval", "manifest": "tasks/eval/attn-eval.json", "split": "eval"},
    ]
    (suite / "suite.json").write_text(json.dumps({"tasks": entries}))
    return suite


def _records(trajectory: Path) -> list[dict]:
    return [json.loads(line) for line in trajectory.read_text().splitlines()]


def test_a_scripted_attempt_runs_resumes_and_is_not_rerun(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    suite = _suite(tmp_path)
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    bad_edit = {"command": "str_replace", "path": "FuseScaleMaskSoftmax.py",
                "old_str": "no such text", "new_str": "x"}  # fmt: skip
    script = [
        {
            "content": "Writing the pass.",
            "tool_calls": [{"name": "file_editor", "arguments": create}],
        },
        {"tool_calls": [{"name": "pass_evaluator", "arguments": {}}]},
        {"tool_calls": [{"name": "file_editor", "arguments": bad_edit}]},
        {"tool_calls": [{"name": "run_shell", "arguments": {"cmd": "ls"}}]},
        {"content": "Done."},
    ]
    (tmp_path / "script.json").write_text(json.dumps(script))
    (tmp_path / "policy.json").write_text(json.dumps({"kind": "scripted", "script": "script.json"}))
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1",
               "--policy", str(tmp_path / "policy.json"), "--out", str(out), "--device", "cpu",
               "--trials", "3", "--warmup", "1"]  # fmt: skip
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "attn-1 attempt 0: finished after 5 step(s), 1 evaluation(s)" in done.stdout, done.stdout

    attempt = out / "attn-1" / "attempt-0"
    records = _records(attempt / "trajectory.jsonl")
    kinds = [r["kind"] for r in records]
    assert kinds == ["prompt"] + ["assistant", "tool"] * 4 + ["assistant", "end"], kinds
    assert "# Task attn-1" in records[0]["user"] and records[0]["visible"] == ["a1b2c3d4e5f6"]
    tools = [r for r in records if r["kind"] == "tool"]
    assert not tools[0]["is_error"] and "Created FuseScaleMaskSoftmax.py" in tools[0]["text"]
    assert "evaluation" in tools[1] and "| ok |" in tools[1]["text"], tools[1]["text"]
    assert tools[2]["is_error"] and "does not occur" in tools[2]["text"]
    assert tools[3]["is_error"] and "no tool" in tools[3]["text"]
    assert all("Steps remaining:" in t["text"] for t in tools)
    result = json.loads((attempt / "result.json").read_text())
    assert result["best_as"] is not None and result["rescored_as"] is not None, result
    assert (attempt / "best" / "FuseScaleMaskSoftmax.py").exists()
    assert (attempt / "rescore" / "run.db").exists() and (
        attempt / "evals" / "1" / "run.db"
    ).exists()

    # A finished attempt is read back, not run again.
    again = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and _records(attempt / "trajectory.jsonl") == records

    # Cut after the turn that called the evaluator: the resumed attempt runs that call, then goes
    # on.
    lines = (attempt / "trajectory.jsonl").read_text().splitlines(keepends=True)
    (attempt / "trajectory.jsonl").write_text("".join(lines[:4]))
    (attempt / "result.json").unlink()
    resumed = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    after = _records(attempt / "trajectory.jsonl")
    assert [r["kind"] for r in after] == kinds
    assert [r.get("call_id") for r in after if r["kind"] == "tool"] == [t["call_id"] for t in tools]
    assert sorted(p.name for p in (attempt / "evals").iterdir()) == ["1"]

    # Fine-tuning records: the train attempt only. A copy claiming the eval split, and one that
    # showed an eval task's graph, are kept out and counted.
    runs = tmp_path / "runs"
    shutil.copytree(out, runs / "a")
    for name, change in (
        ("eval-split", {"split": "eval"}),
        ("eval-graph", {"visible": ["e0e0e0e0e0e0"]}),
    ):
        shutil.copytree(attempt, runs / name)
        trajectory = runs / name / "trajectory.jsonl"
        rows = _records(trajectory)
        rows[0].update(change)
        trajectory.write_text("".join(json.dumps(r) + "\n" for r in rows))
    sft = tmp_path / "sft.jsonl"
    export = [str(agent_bin), "agent", "export-sft", str(runs), "--suite", str(suite),
              "--out", str(sft)]  # fmt: skip
    done = subprocess.run(export, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "3 finished attempt(s), 1 written" in done.stdout, done.stdout
    assert "1 not of the train split, 1 touching one of the eval split's 1 graphs" in done.stdout
    (record,) = [json.loads(line) for line in sft.read_text().splitlines()]
    roles = [m["role"] for m in record["messages"]]
    assert roles[:2] == ["system", "user"] and roles.count("tool") == 4
    tool_names = [m["name"] for m in record["messages"] if m["role"] == "tool"]
    assert tool_names == ["file_editor", "pass_evaluator", "file_editor", "run_shell"]
    assert {t["function"]["name"] for t in record["tools"]} == {"file_editor", "pass_evaluator"}
    try:
        from passnet.train.sft import load_records
    except ImportError:
        pass
    else:
        arguments = load_records([sft])[0]["messages"][2]["tool_calls"][0]["function"]["arguments"]
        assert arguments["command"] == "create"  # the recipe reads the export as it is

    done = subprocess.run(
        [*export, "--min-as", "1000"], capture_output=True, text=True, timeout=120
    )
    assert "0 written" in done.stdout and "1 below --min-as" in done.stdout, done.stdout
    done = subprocess.run(
        [*export, "--format", "sharegpt"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    turns = json.loads(sft.read_text().splitlines()[0])["conversations"]
    assert [t["from"] for t in turns[:3]] == ["human", "function_call", "observation"]
    assert turns[-1] == {"from": "gpt", "value": "Done."}

    # The report: one policy, one task, its re-scored subgraph correct, its best pass listed.
    done = subprocess.run([str(agent_bin), "agent", "report", str(out), "--json"],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    (row,) = report["policies"]
    assert row["policy"].startswith("scripted:") and row["tasks"] == 1 and row["steps"] == 5
    assert row["evaluations"] == 1 and row["flagged_evaluations"] == 0
    assert row["correct_rate"] == 1.0 and row["as"] is not None
    assert report["best"][0]["task"] == "attn-1"
    assert Path(report["best"][0]["folder"]).name == "best"

    # PassNet's two outputs: a trajectory line with a step per model turn, and completions.
    exported = tmp_path / "passnet-export"
    export_passnet = [str(agent_bin), "agent", "export", str(out), "--format", "passnet",
                      "--out", str(exported)]  # fmt: skip
    done = subprocess.run(export_passnet, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    (line,) = [json.loads(x) for x in (exported / "trajectories.jsonl").read_text().splitlines()]
    assert line["sample_dir"] == "attn-1" and line["exit_reason"] == "finished"
    assert line["reward"] == result["rescored_as"] and len(line["trajectory_steps"]) == 5
    step = line["trajectory_steps"][1]
    assert step["action"] == [{"name": "pass_evaluator", "arguments": "{}"}]
    assert "| ok |" in step["observation"]
    (completion,) = [
        json.loads(x)
        for x in (exported / "trajectories_completions.jsonl").read_text().splitlines()
    ]
    assert completion["sample_dir"] == "attn-1"
    assert [m["role"] for m in completion["messages"]].count("tool") == 4

    # Replaying the recorded turns gives the same steps, measured afresh.
    (tmp_path / "replay.json").write_text(
        json.dumps({"kind": "replay", "trajectory": str(attempt / "trajectory.jsonl")})
    )
    replayed = tmp_path / "replayed"
    command = [*command[: command.index("--policy")], "--policy", str(tmp_path / "replay.json"),
               "--out", str(replayed), *command[command.index("--device") :]]  # fmt: skip
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    again_records = _records(replayed / "attn-1" / "attempt-0" / "trajectory.jsonl")
    assert again_records[0]["policy"].startswith("replay:")
    assert [r["kind"] for r in again_records] == kinds
    first_tool = next(r for r in again_records if r["kind"] == "tool")
    assert first_tool["text"] == tools[0]["text"]


def test_the_synthesiser_as_a_policy(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    suite = _suite(tmp_path)
    (tmp_path / "synth.json").write_text(json.dumps({"kind": "synth"}))
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1",
               "--policy", str(tmp_path / "synth.json"), "--out", str(out), "--device", "cpu",
               "--trials", "3", "--warmup", "1"]  # fmt: skip
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    attempt = out / "attn-1" / "attempt-0"
    report = json.loads((attempt / "synth" / "synth-report.json").read_text())
    (task,) = report["reports"]
    records = _records(attempt / "trajectory.jsonl")
    assert records[0]["policy"] == "synth"
    # The synthesiser has no template for a softmax yet: the policy says so and stops, with no
    # evaluation and no pass kept. (A covered task's files are created through the editor and
    # evaluated, the path the scripted test above takes.)
    assert task["status"] == "uncovered" and "softmax" in task["reason"]
    turns = [r for r in records if r["kind"] == "assistant"]
    assert [t["message"]["content"] for t in turns] == [
        "The synthesiser has no pass for this task."
    ]
    assert "finished after 1 step(s), 0 evaluation(s)" in done.stdout, done.stdout
    assert not (attempt / "best").exists()


def _interrupt_when(command: list[str], env: dict[str, str], ready: Path) -> str:
    """Runs COMMAND and sends it SIGINT as soon as READY exists; returns its stdout."""
    agent = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 600
    while not ready.exists() and time.monotonic() < deadline and agent.poll() is None:
        time.sleep(0.05)
    assert ready.exists(), agent.communicate()[1][-3000:]
    agent.send_signal(signal.SIGINT)
    stdout, stderr = agent.communicate(timeout=300)
    assert agent.returncode == 0, stderr[-3000:]
    return stdout


def test_ctrl_c_during_an_evaluation_or_the_rescore_loses_and_repeats_nothing(
    agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    """A time box's SIGINT while the evaluator runs records no half-finished evaluation (the
    call stays pending and runs again, into the same run folder), and one during the final
    re-score records no result: the resumed attempt re-scores, never reporting 0 for a cut run."""
    pytest.importorskip("triton")
    suite = _suite(tmp_path)
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    script = [
        {"tool_calls": [{"name": "file_editor", "arguments": create}]},
        {"tool_calls": [{"name": "pass_evaluator", "arguments": {}}]},
        {"content": "Done."},
    ]
    (tmp_path / "script.json").write_text(json.dumps(script))
    (tmp_path / "policy.json").write_text(json.dumps({"kind": "scripted", "script": "script.json"}))
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1",
               "--policy", str(tmp_path / "policy.json"), "--out", str(out), "--device", "cpu",
               "--trials", "3", "--warmup", "1"]  # fmt: skip
    attempt = out / "attn-1" / "attempt-0"

    stdout = _interrupt_when(command, python_env, attempt / "evals" / "1")
    assert "interrupted after 2 step(s), 0 evaluation(s)" in stdout, stdout
    assert not (attempt / "result.json").exists()
    assert [r["kind"] for r in _records(attempt / "trajectory.jsonl")] == [
        "prompt", "assistant", "tool", "assistant"]  # fmt: skip

    stdout = _interrupt_when(command, python_env, attempt / "rescore")
    assert "interrupted after 3 step(s), 1 evaluation(s)" in stdout, stdout
    assert not (attempt / "result.json").exists()
    records = _records(attempt / "trajectory.jsonl")
    assert [r["kind"] for r in records] == ["prompt"] + ["assistant", "tool"] * 2 + ["assistant"]
    assert records[4]["evaluation"]["correct"] == 1, records[4]

    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "finished after 3 step(s), 1 evaluation(s)" in done.stdout, done.stdout
    result = json.loads((attempt / "result.json").read_text())
    assert result["rescored_as"] is not None and result["rescored_as"] > 0, result
    assert sorted(p.name for p in (attempt / "evals").iterdir()) == ["1"]
