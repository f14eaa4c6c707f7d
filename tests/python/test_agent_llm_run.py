"""`passnet agent run` with an LLM policy, end to end on the CPU: the engine's client talks to an
OpenAI-compatible server in this process (Python's http.server) that streams the tool calls a
model would make (write the pass, evaluate it, stop); the loop runs them, feeds the results back
in the next request, and records tokens and cost."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fake_openai import FakeOpenAI, serving
from test_agent_run import EXAMPLE_PASS, _records, _suite


def _turns() -> list[dict[str, Any]]:
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    return [
        {"tool_calls": [{"id": "c1", "name": "file_editor", "arguments": json.dumps(create)}]},
        {"tool_calls": [{"id": "c2", "name": "pass_evaluator", "arguments": ""}]},
        {"content": "The pass is written and evaluated."},
    ]


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    with serving(_turns()) as httpd:
        yield httpd


def test_an_llm_attempt_end_to_end(
    server: FakeOpenAI, agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    suite = _suite(tmp_path)
    policy = tmp_path / "policy.json"
    policy.write_text(json.dumps({"kind": "llm", "steps": 10, "llm": {
        "base_url": server.base_url, "model": "fake-coder",
        "prices": {"fake-coder": {"input": 1.0, "output": 4.0}}}}))  # fmt: skip
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1",
               "--policy", str(policy), "--out", str(out), "--device", "cpu", "--trials", "3",
               "--warmup", "1"]  # fmt: skip
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "finished after 3 step(s), 1 evaluation(s)" in done.stdout, done.stdout

    # The model saw its tools, then each result: the second request holds the first call's result.
    assert [t["function"]["name"] for t in server.bodies[0]["tools"]] == [
        "file_editor",
        "pass_evaluator",
    ]
    second = server.bodies[1]["messages"]
    assert second[-1]["role"] == "tool" and second[-1]["tool_call_id"] == "c1"
    assert "Created FuseScaleMaskSoftmax.py" in second[-1]["content"]
    third = server.bodies[2]["messages"]
    assert third[-1]["tool_call_id"] == "c2" and "| ok |" in third[-1]["content"]

    attempt = out / "attn-1" / "attempt-0"
    records = _records(attempt / "trajectory.jsonl")
    assert records[0]["policy"] == "llm:fake-coder"
    turns = [r for r in records if r["kind"] == "assistant"]
    assert all(t["usage"]["input_tokens"] == 1000 and t["priced"] for t in turns)
    result = json.loads((attempt / "result.json").read_text())
    assert result["input_tokens"] == 3000 and result["cost"] == pytest.approx(3 * 1400 / 1e6)
    assert (attempt / "best" / "FuseScaleMaskSoftmax.py").read_text() == EXAMPLE_PASS.read_text()


def test_ctrl_c_while_the_model_answers_keeps_the_attempt_resumable(
    server: FakeOpenAI, agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    """SIGINT while the second request waits for the model: the attempt says how far it got,
    writes no result, and the next run resumes at that turn rather than calling it a failure of
    the model."""
    pytest.importorskip("triton")
    suite = _suite(tmp_path)
    policy = tmp_path / "policy.json"
    policy.write_text(json.dumps({"kind": "llm", "steps": 10, "llm": {
        "base_url": server.base_url, "model": "fake-coder"}}))  # fmt: skip
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1",
               "--policy", str(policy), "--out", str(out), "--device", "cpu", "--trials", "3",
               "--warmup", "1"]  # fmt: skip
    server.hold_from = 2
    agent = subprocess.Popen(
        command, env=python_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 300
    while len(server.requests) < 2 and time.monotonic() < deadline and agent.poll() is None:
        time.sleep(0.1)
    assert len(server.requests) == 2, agent.communicate()[1][-3000:]
    agent.send_signal(signal.SIGINT)
    stdout, stderr = agent.communicate(timeout=120)
    assert "interrupted after 1 step(s), 0 evaluation(s)" in stdout, stdout + stderr[-3000:]
    attempt = out / "attn-1" / "attempt-0"
    assert not (attempt / "result.json").exists()
    assert not any(r["kind"] == "note" for r in _records(attempt / "trajectory.jsonl"))

    server.requests[-1]["failed"] = True  # the cut request was never answered
    server.hold_from = 0
    server.release.set()
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "finished after 3 step(s), 1 evaluation(s)" in done.stdout, done.stdout
    resumed = server.bodies[-2]["messages"]  # the evaluator's turn, asked again
    assert resumed[-1]["role"] == "tool" and resumed[-1]["tool_call_id"] == "c1"


def test_a_conversation_too_long_for_the_model_is_cut_and_goes_on(
    server: FakeOpenAI, agent_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    create, evaluate, stop = _turns()
    server.turns = [create, evaluate, {**evaluate, "tool_calls": [
        {**evaluate["tool_calls"][0], "id": "c3"}]}, stop]  # fmt: skip
    suite = _suite(tmp_path)
    policy = tmp_path / "policy.json"
    policy.write_text(json.dumps({"kind": "llm", "llm": {
        "base_url": server.base_url, "model": "small-context"}}))  # fmt: skip
    # Room for the task and the first turn's file, not for the results that come after it.
    prompt = subprocess.run(
        [str(agent_bin), "agent", "prompt", "--suite", str(suite), "--task", "attn-1", "--json"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    shown = json.loads(prompt.stdout)
    server.limit = len(shown["system"]) + len(shown["user"]) + 2 * len(EXAMPLE_PASS.read_text())
    out = tmp_path / "out"
    command = [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1",
               "--policy", str(policy), "--out", str(out), "--device", "cpu", "--trials", "3",
               "--warmup", "1"]  # fmt: skip
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "finished after 4 step(s), 2 evaluation(s)" in done.stdout, done.stdout
    assert server.refused >= 1
    records = _records(out / "attn-1" / "attempt-0" / "trajectory.jsonl")
    assert any("context overflowed" in r.get("text", "") for r in records if r["kind"] == "note")
    # What was sent after the overflow left the old file out; the trajectory kept it whole.
    last = server.bodies[-1]["messages"]
    first_call = next(m for m in last if m.get("tool_calls"))
    assert first_call["tool_calls"][0]["function"]["arguments"] == "{}"
    recorded = next(r for r in records if r["kind"] == "assistant")
    assert len(recorded["message"]["tool_calls"][0]["arguments"]) > 1000
