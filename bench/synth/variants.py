#!/usr/bin/env python3
"""Generality of a pass set (issue 32): each eval task's passes run on dtype and shape variants
of its subgraphs that the suite does not hold.

* dtype: a task's first subgraph rewritten into each floating dtype (float32, bfloat16, float16)
  the task holds no subgraph of (every floating tensor of ``input_meta.py`` and
  ``weight_meta.py`` changes dtype; suites curated with dtype variants hold most already);
* shape: for each of the first subgraph's two most frequent input sizes above 1, that size made
  half as large again (``S -> S + S // 2``, so a power of two becomes none) in every input shape
  where it occurs; the code stays, so a size the code spells out (``view(1, 12, 64)``) makes a
  variant eager cannot run.

A variant eager cannot run is reported as such and not counted. The task's pass is then checked
on the variant exactly as synthesis checks it (``passnet.synth.verify``: both matchers, t = -5
against eager, the static integrity layer).

    bench/synth/variants.py SUITE PASS_SET OUT.json [--device cuda] [--only SUBSTR,...]
        [--seconds S]

OUT.json: per variant the task, source subgraph, change, matched (passnet's and PassNet's
matcher), correct, error; and the totals. Resumable: variants OUT.json holds are skipped.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

FLOATING = ("torch.float32", "torch.bfloat16", "torch.float16")
_DTYPE_LINE = re.compile(r'^(\s*dtype\s*=\s*")(torch\.(?:float32|bfloat16|float16))(")', re.M)
_SHAPE_LINE = re.compile(r"^(\s*shape\s*=\s*)\[([0-9,\s]*)\]", re.M)
_META = ("input_meta.py", "weight_meta.py")


def _shapes(text: str) -> list[list[int]]:
    found = _SHAPE_LINE.finditer(text)
    return [[int(n) for n in m.group(2).split(",") if n.strip()] for m in found]


def _resize(text: str, size: int, new: int) -> str:
    def one(match: re.Match[str]) -> str:
        dims = [int(n) for n in match.group(2).split(",") if n.strip()]
        return f"{match.group(1)}[{', '.join(str(new if d == size else d) for d in dims)}]"

    return _SHAPE_LINE.sub(one, text)


def variant(source: Path, change: str, out: Path) -> Path:
    """A copy of subgraph ``source`` changed by ``change``: ``dtype:torch.float16`` (its
    floating tensors in that dtype) or ``size:512:768`` (that size replaced in every shape)."""
    target = out / f"{source.name}-{change.replace(':', '-')}"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target)
    kind, *spec = change.split(":")
    for name in _META:
        path = target / name
        if not path.exists():
            continue
        text = path.read_text()
        if kind == "dtype":
            text = _DTYPE_LINE.sub(rf"\g<1>{spec[0]}\g<3>", text)
        else:
            text = _resize(text, int(spec[0]), int(spec[1]))
        path.write_text(text)
    return target


def variants_of(suite: Path, only: list[str]) -> list[tuple[str, Path, str]]:
    """(task id, source subgraph, change) for every eval task (see the module docs)."""
    found = []
    for manifest in sorted((suite / "tasks" / "eval").glob("*.json")):
        task = json.loads(manifest.read_text())
        if only and not any(key in task["id"] for key in only):
            continue
        held = {entry.get("dtype") for entry in task["subgraphs"]}
        entries = [e for e in task["subgraphs"] if e.get("dtype") in FLOATING]
        if not entries:
            continue
        source = (suite / entries[0]["path"]).resolve()
        for dtype in FLOATING:
            if dtype not in held:
                found.append((task["id"], source, f"dtype:{dtype}"))
        counts: dict[int, int] = {}
        for name in _META:
            if (source / name).exists():
                for shape in _shapes((source / name).read_text()):
                    for size in shape:
                        if size > 1:
                            counts[size] = counts.get(size, 0) + 1
        for size in sorted(counts, key=lambda n: (-counts[n], -n))[:2]:
            found.append((task["id"], source, f"size:{size}:{size + size // 2}"))
    return found


def check(task: str, source: Path, change: str, pass_set: Path, device: Any) -> dict[str, Any]:
    import torch

    from passnet.runtime.sample import build_inputs, load_model
    from passnet.synth.verify import verify_pass

    record: dict[str, Any] = {"task": task, "source": str(source), "change": change}
    with tempfile.TemporaryDirectory(prefix="passnet-variant-") as scratch:
        folder = variant(source, change, Path(scratch))
        try:  # eager first: a variant the ops do not allow is no test of the pass
            with torch.no_grad():
                load_model(folder, device=device)(**build_inputs(folder, device=device))
        except Exception as error:
            record["eager_error"] = f"{type(error).__name__}: {error}"[:300]
            return record
        if not (pass_set / task).is_dir():
            record["error"] = "no pass for the task"
            return record
        checked = verify_pass(pass_set / task, [folder], device)
        sub = checked.subgraphs[0] if checked.subgraphs else None
        record["matched"] = bool(sub and sub.matches.get("canonical", 0) >= 1)
        record["matched_passnet"] = bool(sub and sub.matches.get("passnet", 0) >= 1)
        record["correct"] = bool(sub and sub.correct)
        record["integrity"] = checked.integrity
        if sub and sub.error:
            record["error"] = sub.error[:300]
    return record


def totals(records: list[dict[str, Any]]) -> dict[str, Any]:
    out = {"all": _totals(records)}
    for kind in ("dtype", "size"):
        out[kind] = _totals([r for r in records if r["change"].startswith(kind)])
    return out


def _totals(records: list[dict[str, Any]]) -> dict[str, Any]:
    runnable = [r for r in records if "eager_error" not in r]
    return {
        "variants": len(records),
        "eager_cannot_run": len(records) - len(runnable),
        "runnable": len(runnable),
        "matched": sum(1 for r in runnable if r.get("matched")),
        "matched_passnet": sum(1 for r in runnable if r.get("matched_passnet")),
        "correct": sum(1 for r in runnable if r.get("correct")),
        "tasks": len({r["task"] for r in runnable}),
        "tasks_all_correct": len(
            {r["task"] for r in runnable} - {r["task"] for r in runnable if not r.get("correct")}
        ),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path)
    parser.add_argument("pass_set", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--only", default="", help="comma-separated task id substrings")
    parser.add_argument("--seconds", type=float, default=0, help="stop starting new ones after")
    parser.add_argument("--shard", default="0/1", help="I/N: every Nth variant from the Ith")
    args = parser.parse_args()
    if args.device == "cpu":
        os.environ["TRITON_INTERPRET"] = "1"
    import torch

    device = torch.device(args.device)
    records: list[dict[str, Any]] = []
    if args.out.exists():
        records = json.loads(args.out.read_text()).get("variants", [])
    done = {(r["source"], r["change"]) for r in records}
    started = time.monotonic()
    shard, shards = (int(part) for part in args.shard.split("/"))
    todo = variants_of(args.suite, [k for k in args.only.split(",") if k])[shard::shards]
    for task, source, change in todo:
        if (str(source), change) in done:
            continue
        if args.seconds and time.monotonic() - started > args.seconds:
            print("variants: time box reached", file=sys.stderr)
            break
        try:
            records.append(check(task, source, change, args.pass_set, device))
        except Exception as error:  # one variant never ends the run
            records.append({"task": task, "source": str(source), "change": change,
                            "error": f"{type(error).__name__}: {error}"[:300]})  # fmt: skip
        summary = {"suite": str(args.suite), "pass_set": str(args.pass_set), "device": str(device)}
        document = {**summary, "totals": totals(records), "variants": records}
        args.out.write_text(json.dumps(document, indent=1) + "\n")
    print(json.dumps(totals(records)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
