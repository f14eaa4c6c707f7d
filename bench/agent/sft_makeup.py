"""What an SFT file written by ``passnet agent export-sft`` (openai or sharegpt) is made of (issue
34's figures): its size, records, turns per record by role, tool calls by tool and command, and the
share of characters the loss learns from (the assistant's turns) against what it only reads.

    python3 bench/agent/sft_makeup.py SFT.jsonl [SFT.jsonl ...] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any


def _text(message: dict[str, Any]) -> int:
    size = len(message.get("content") or "")
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        size += len(function.get("name") or "") + len(str(function.get("arguments") or ""))
    return size


_SHAREGPT_ROLES = {"human": "user", "gpt": "assistant", "function_call": "assistant",
                   "observation": "tool", "system": "system"}  # fmt: skip


def _openai_messages(record: dict[str, Any]) -> list[dict[str, Any]]:
    """The record's turns in OpenAI's shape (a ShareGPT function call becomes a tool call)."""
    if "messages" in record:
        return list(record["messages"])
    messages = []
    for turn in record.get("conversations") or []:
        role = _SHAREGPT_ROLES.get(turn.get("from"), "?")
        if turn.get("from") == "function_call":
            call = json.loads(turn.get("value") or "{}")
            messages.append({"role": role, "content": "", "tool_calls": [{"function": call}]})
        else:
            messages.append({"role": role, "content": turn.get("value") or ""})
    return messages


def makeup(path: Path) -> dict[str, Any]:
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    roles: Counter[str] = Counter()
    calls: Counter[str] = Counter()
    chars: Counter[str] = Counter()
    per_record = []
    for record in records:
        messages = _openai_messages(record)
        per_record.append(len(messages))
        for message in messages:
            role = message.get("role", "?")
            roles[role] += 1
            chars[role] += _text(message)
            for call in message.get("tool_calls") or []:
                function = call.get("function") or {}
                name = function.get("name") or "?"
                arguments = function.get("arguments")
                if isinstance(arguments, str):
                    try:
                        arguments = json.loads(arguments)
                    except json.JSONDecodeError:
                        arguments = {}
                command = arguments.get("command") if isinstance(arguments, dict) else None
                calls[f"{name}:{command}" if command else name] += 1
    total = sum(chars.values())
    return {
        "file": str(path),
        "bytes": path.stat().st_size,
        "records": len(records),
        "messages_per_record": statistics.median(per_record) if per_record else 0,
        "messages_by_role": dict(roles),
        "tool_calls": dict(calls.most_common()),
        "characters": total,
        "assistant_share": chars["assistant"] / total if total else 0.0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--json", action="store_true", help="one JSON object per file")
    args = parser.parse_args()
    for path in args.files:
        summary = makeup(path)
        if args.json:
            print(json.dumps(summary))
            continue
        print(
            f"{path.name}: {summary['bytes'] / 1e6:.2f} MB, {summary['records']} records, "
            f"median {summary['messages_per_record']} messages a record, "
            f"{summary['characters'] / 1e6:.2f} M characters, "
            f"{100 * summary['assistant_share']:.1f}% of them the assistant's"
        )
        roles = summary["messages_by_role"]
        print("  messages: " + ", ".join(f"{k} {v}" for k, v in roles.items()))
        print("  tool calls: " + ", ".join(f"{k} {v}" for k, v in summary["tool_calls"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
