"""`passnet agent chat` end to end: the engine's LLM client against an HTTP server in this
process (Python's http.server) that answers as an OpenAI-compatible server streams a tool call,
after a 503 the client must retry; and a policy file with a syntax error or a key in it."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from fake_openai import FakeOpenAI, serving


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    call = {"id": "c9", "name": "evaluate", "arguments": "{}"}
    with serving([{"tool_calls": [call]}], usage=(42, 7)) as httpd:
        httpd.failures_left = 1
        yield httpd


def test_one_turn_with_a_streamed_tool_call_after_a_retry(
    server: FakeOpenAI, tmp_path: Path, agent_bin: Path
) -> None:
    policy = tmp_path / "policy.json"
    policy.write_text(json.dumps({"llm": {
        "base_url": server.base_url, "model": "m", "api_key_env": "PASSNET_TEST_KEY",
        "backoff_seconds": 0.01, "backoff_max_seconds": 0.05,
        "prices": {"m": {"input": 1.0, "output": 2.0}}}}))  # fmt: skip
    done = subprocess.run(
        [str(agent_bin), "agent", "chat", "--policy", str(policy), "--message", "hi",
         "--with-tool", "--json"],
        capture_output=True, text=True, timeout=60,
        env={"PATH": "/usr/bin:/bin", "PASSNET_TEST_KEY": "sk-local"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["message"]["tool_calls"] == [{"id": "c9", "name": "evaluate", "arguments": "{}"}]
    assert reply["attempts"] == 2 and reply["finish_reason"] == "tool_calls"
    assert reply["usage"]["input_tokens"] == 42 and reply["priced"] is True
    assert reply["cost"] == pytest.approx((42 * 1.0 + 7 * 2.0) / 1e6)
    assert [r["path"] for r in server.requests] == ["/v1/chat/completions"] * 2
    assert server.requests[0]["auth"] == "Bearer sk-local"
    assert server.requests[0]["body"]["tools"][0]["function"]["name"] == "evaluate"


def test_bad_policy_files_say_where(tmp_path: Path, agent_bin: Path) -> None:
    policy = tmp_path / "policy.json"
    policy.write_text('{"llm": {"model": "m",\n  "base_url": }}\n')
    done = subprocess.run(
        [str(agent_bin), "agent", "chat", "--policy", str(policy), "--message", "hi"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode != 0
    assert f"{policy}:2:15" in done.stderr, done.stderr
    policy.write_text(
        json.dumps({"llm": {"base_url": "http://h/v1", "model": "m", "api_key": "x"}})
    )
    done = subprocess.run(
        [str(agent_bin), "agent", "chat", "--policy", str(policy), "--message", "hi"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode != 0 and "api_key_env" in done.stderr, done.stderr
