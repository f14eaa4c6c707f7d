"""An OpenAI-compatible chat-completions server for the agent's end-to-end tests, in this process
(Python's http.server): it streams scripted model turns as a server does (a role delta, the
content, each tool call's name then its arguments in pieces, the finish reason, the usage), and
can fail first (503s) or refuse a request as too long for the context (a 400 saying so). It
records every request's path, body and Authorization header, and the events it streamed back."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeOpenAI(ThreadingHTTPServer):
    """``turns``: ``{"content": str, "tool_calls": [{"id", "name", "arguments": str}]}`` in
    order (the last repeats); ``usage``: the tokens each reply reports."""

    def __init__(self, turns: list[dict[str, Any]], usage: tuple[int, int] = (1000, 100)) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.turns = turns
        self.usage = usage
        self.requests: list[dict[str, Any]] = []
        self.failures_left = 0  # 503s before the first answer
        self.limit = 0  # bodies longer than this are refused as too long (0: none)
        self.refused = 0
        self.hold_from = 0  # from this request on (1-based), answers wait for `release` (0: none)
        self.release = threading.Event()

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def bodies(self) -> list[dict[str, Any]]:
        return [request["body"] for request in self.requests]

    def chunks(self, turn: dict[str, Any]) -> list[dict[str, Any]]:
        """The stream of one turn, as server-sent event payloads."""
        chunks: list[dict[str, Any]] = [
            {"model": "served", "choices": [{"index": 0, "delta": {"role": "assistant"}}]}
        ]
        if "content" in turn:
            chunks.append({"choices": [{"index": 0, "delta": {"content": turn["content"]}}]})
        for i, call in enumerate(turn.get("tool_calls", [])):
            function = {"name": call["name"], "arguments": ""}
            head = {"index": i, "id": call["id"], "function": function}
            chunks.append({"choices": [{"index": 0, "delta": {"tool_calls": [head]}}]})
            text = call["arguments"]
            for start in range(0, len(text), 500):  # arguments arrive in pieces
                piece = {"index": i, "function": {"arguments": text[start : start + 500]}}
                chunks.append({"choices": [{"index": 0, "delta": {"tool_calls": [piece]}}]})
        reason = "tool_calls" if turn.get("tool_calls") else "stop"
        chunks.append({"choices": [{"index": 0, "delta": {}, "finish_reason": reason}]})
        prompt, completion = self.usage
        usage = {"prompt_tokens": prompt, "completion_tokens": completion}
        chunks.append({"choices": [], "usage": usage})
        return chunks


class _Handler(BaseHTTPRequestHandler):
    server: FakeOpenAI

    def _reply(self, status: int, message: str) -> None:
        self.send_response(status)
        self.end_headers()
        self.wfile.write(json.dumps({"error": {"message": message}}).encode())

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers["Content-Length"]))
        server = self.server
        if server.limit and len(raw) > server.limit:
            server.refused += 1
            self._reply(400, "This model's maximum context length is 4096 tokens; too long")
            return
        request: dict[str, Any] = {
            "path": self.path, "body": json.loads(raw), "auth": self.headers["Authorization"]
        }  # fmt: skip
        server.requests.append(request)
        if server.failures_left > 0:
            server.failures_left -= 1
            request["failed"] = True
            self._reply(503, "warming up")
            return
        if server.hold_from and len(server.requests) >= server.hold_from:
            server.release.wait(timeout=600)
        answered = sum(1 for seen in server.requests if not seen.get("failed"))
        turn = server.turns[min(answered, len(server.turns)) - 1]
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            request["chunks"] = server.chunks(turn)
            for chunk in request["chunks"]:
                self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
        except (BrokenPipeError, ConnectionResetError):
            request["failed"] = True  # the client left: nobody got this answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serving(
    turns: list[dict[str, Any]], usage: tuple[int, int] = (1000, 100)
) -> Iterator[FakeOpenAI]:
    """The server, answering on a thread of its own until the block ends."""
    httpd = FakeOpenAI(turns, usage)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd
    finally:
        httpd.shutdown()
        httpd.server_close()
