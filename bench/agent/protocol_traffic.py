"""The agent's traffic with an OpenAI-compatible server, as a transcript: no real model is
reachable from passnet's machines, so this runs `passnet agent run` against the loopback server
of the end-to-end tests (tests/python/fake_openai.py, three scripted turns: write the example
pass, evaluate it, stop) and writes every request and every streamed reply, trimmed, to a
markdown file. The API key is read from the environment variable the policy names and shown
only as its length.

    python3 bench/agent/protocol_traffic.py OUT.md [--passnet BIN]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "python"))
from fake_openai import serving  # noqa: E402

EXAMPLE_PASS = REPO / "examples" / "passes" / "attention_softmax" / "FuseScaleMaskSoftmax.py"
SAMPLE = REPO / "examples" / "samples" / "attention_scores"


def _suite(root: Path) -> Path:
    suite = root / "suite"
    shutil.copytree(SAMPLE, suite / "subgraphs" / "attention_scores")
    manifest = {
        "id": "attn-1",
        "split": "train",
        "source_models": 1,
        "key": {"ops": ["call_function:softmax"], "dtypes": ["torch.float32"]},
        "subgraphs": [
            {
                "path": "subgraphs/attention_scores",
                "graph_hash": "a1b2c3d4e5f6",
                "dtype": "torch.float32",
                "eager_ms": 0.02,
                "inductor_ms": 0.015,
                "floor_ms": 0.01,
                "source_model": "examples/attention",
            }
        ],
    }
    (suite / "tasks" / "train").mkdir(parents=True)
    (suite / "tasks" / "train" / "attn-1.json").write_text(json.dumps(manifest))
    entries = [{"id": "attn-1", "manifest": "tasks/train/attn-1.json", "split": "train"}]
    (suite / "suite.json").write_text(json.dumps({"tasks": entries}))
    return suite


def _trim(value: Any, limit: int = 300) -> Any:
    """Long strings cut, with how much was left out."""
    if isinstance(value, str) and len(value) > limit:
        return value[:limit] + f"... [{len(value) - limit} more characters]"
    if isinstance(value, list):
        return [_trim(v, limit) for v in value]
    if isinstance(value, dict):
        return {k: _trim(v, limit) for k, v in value.items()}
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--passnet", default=shutil.which("passnet") or "passnet")
    args = parser.parse_args()
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    turns = [
        {"content": "Writing the fused pass.",
         "tool_calls": [{"id": "c1", "name": "file_editor", "arguments": json.dumps(create)}]},
        {"tool_calls": [{"id": "c2", "name": "pass_evaluator", "arguments": ""}]},
        {"content": "The pass is written and evaluated."},
    ]  # fmt: skip
    with tempfile.TemporaryDirectory() as scratch, serving(turns, usage=(1200, 80)) as server:
        root = Path(scratch)
        suite = _suite(root)
        policy = root / "policy.json"
        policy.write_text(json.dumps({"kind": "llm", "steps": 10, "llm": {
            "base_url": server.base_url, "model": "fake-coder", "api_key_env": "TRAFFIC_KEY",
            "prices": {"fake-coder": {"input": 1.0, "output": 4.0}}}}))  # fmt: skip
        env = {**os.environ, "TRAFFIC_KEY": "sk-loopback-0123456789", "TRITON_INTERPRET": "1"}
        command = [args.passnet, "agent", "run", "--suite", str(suite), "--task", "attn-1",
                   "--policy", str(policy), "--out", str(root / "out"), "--device", "cpu",
                   "--trials", "3", "--warmup", "1"]  # fmt: skip
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise SystemExit(done.stderr[-3000:])
        lines = [
            "# The agent's protocol traffic (OpenAI chat completions, streamed)",
            "",
            "Written by `python3 bench/agent/protocol_traffic.py` against the loopback server of "
            "the tests: each request as the engine sent it and each reply as the server "
            "streamed it, long strings trimmed. On the CPU the pass's kernel runs in Triton's "
            "interpreter, hence a correct pass at 0.00x and AS 0. The Anthropic Messages API's "
            "traffic is covered the same way by the client's C++ tests "
            "(tests/cpp/llm_client_test.cc). The agent's summary: "
            f"`{done.stdout.strip()}`",
            "",
        ]
        for number, request in enumerate(server.requests, 1):
            auth = request["auth"] or ""
            shown = f"Bearer <{len(auth) - len('Bearer ')} characters>" if auth else "(none)"
            lines += [
                f"## Request {number}: POST {request['path']}",
                "",
                f"Authorization: {shown}",
                "",
                "```json",
                json.dumps(_trim(request["body"]), indent=1),
                "```",
                "",
            ]
            if request.get("failed") or "chunks" not in request:
                continue
            lines += [f"Reply {number} (server-sent events):", "", "```"]
            lines += [f"data: {json.dumps(_trim(chunk, 120))}" for chunk in request["chunks"]]
            lines += ["data: [DONE]", "```", ""]
    args.out.write_text("\n".join(lines))
    print(f"wrote {args.out}: {len(server.requests)} requests")


if __name__ == "__main__":
    main()
