"""The reference passes (passes/reference) on the committed H100 suite (suites/passbench-h100):
every pass, as one pass set, matches the smallest subgraph of each of its eval tasks' op sequences
and is correct there on the CPU (its Triton kernel in interpreter mode), through ``passnet bench
run`` as a solver's pass would be judged, and every integrity layer finds it clean. The GPU
timings are in the suite's results/."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

from conftest import REPO_ROOT
from passnet.runtime.sample import load_sample_meta

SUITE = REPO_ROOT / "suites" / "passbench-h100"
REFERENCE = REPO_ROOT / "passes" / "reference"
# The eval op sequences each pass was written for (prefixes of their task ids).
TASKS: dict[str, list[str]] = json.loads((REFERENCE / "tasks.json").read_text())


def _elements(folder: Path) -> int:
    """Elements of a subgraph's inputs and weights: what the interpreter will crunch."""
    meta = load_sample_meta(folder)
    return sum(tensor.numel for tensor in (*meta.inputs, *meta.weights))


def _smallest_subgraph(prefix: str) -> Path:
    candidates = []
    for manifest in sorted((SUITE / "tasks" / "eval").glob(f"{prefix}*.json")):
        for subgraph in json.loads(manifest.read_text())["subgraphs"]:
            folder = SUITE / subgraph["path"]
            candidates.append((_elements(folder), str(folder)))
    assert candidates, f"no eval task {prefix}* in {SUITE}"
    return Path(min(candidates)[1])


def test_reference_passes_match_and_are_correct_on_their_tasks(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    assert sorted(TASKS) == sorted(p.parent.name for p in REFERENCE.glob("*/*.py"))
    samples = [_smallest_subgraph(p) for prefixes in TASKS.values() for p in prefixes]
    listing = tmp_path / "samples.txt"
    listing.write_text("".join(f"{s}\n" for s in samples))
    run = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(listing), "--out", str(run)]
    command += ["--device", "cpu", "--backends", f"eager,passes:{REFERENCE}", "--jobs", "2"]
    command += ["--warmup", "1", "--trials", "1", "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=3000)
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(run / "run.db") as connection:
        rows = connection.execute(
            "SELECT sample, status, error, detail FROM results WHERE backend LIKE 'passes:%'"
        ).fetchall()
    assert len(rows) == len(samples)
    for sample, status, error, detail in rows:
        assert status == "ok", f"{sample}: {status}: {error}"
        replaced = json.loads(detail)["report"]["replacements"]
        assert sum(replaced.values()) >= 1, f"{sample}: nothing replaced ({replaced})"
        verdict = json.loads(detail)["integrity"]
        assert verdict["verdict"] == "clean", f"{sample}: flagged {verdict['violations']}"
        assert verdict["checked"] == ["static", "dispatch", "runtime", "sandbox"]
