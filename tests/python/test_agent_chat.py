"""`passnet agent chat` end to end: the engine's LLM client against an HTTP server in this
process (Python's http.server) that answers as an OpenAI-compatible server streams a tool call,
after a 503 the client must retry; and a policy file with a syntax error or a key in it."""

from __future__ import annotations

import json
import subprocess
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

STREAM = [
    {"model": "served", "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}}]},
    {
        "choices": [
            {
                "index": 0,
                "delta": {
                    "tool_calls": [
                        {"index": 0, "id": "c9", "function": {"name": "evaluate", "arguments": ""}}
                    ]
                },
            }
        ]
    },
    {
        "choices": [
            {"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": "{}"}}]}}
        ]
    },
    {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
    {"choices": [], "usage": {"prompt_tokens": 42, "completion_tokens": 7}},
]


class _Server(ThreadingHTTPServer):
    requests: list[dict[str, Any]]
    failures_left: int


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append(
            {"path": self.path, "body": body, "auth": self.headers["Authorization"]}
        )
        if self.server.failures_left > 0:
            self.server.failures_left -= 1
            self.send_response(503)
            self.end_headers()
            self.wfile.write(b'{"error": {"message": "warming up"}}')
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for chunk in STREAM:
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        self.wfile.write(b"data: [DONE]\n\n")

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[_Server]:
    httpd = _Server(("127.0.0.1", 0), _Handler)
    httpd.requests = []
    httpd.failures_left = 1
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd
    httpd.shutdown()


def test_one_turn_with_a_streamed_tool_call_after_a_retry(
    server: _Server, tmp_path: Path, agent_bin: Path
) -> None:
    policy = tmp_path / "policy.json"
    host, port = server.server_address[:2]
    policy.write_text(json.dumps({"llm": {
        "base_url": f"http://{host}:{port}/v1", "model": "m", "api_key_env": "PASSNET_TEST_KEY",
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
