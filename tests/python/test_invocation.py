"""The ``direct`` invocation (:mod:`passnet.runtime.invocation`) on the CPU: eager, Inductor and
both pass backends called without dynamo's frame, through the worker's own job loop, correct
against eager and recorded; a backend without a direct form is a compile failure that says so;
an unknown invocation is a bad request; ``bench run --invocation`` records it, and neither a
resume nor ``bench compare`` mixes invocations."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest
import torch

from conftest import REPO_ROOT
from passnet.runtime.worker.request import RequestError, parse_run_request
from passnet.runtime.worker.run import run_job

CPU = torch.device("cpu")
ATTENTION = REPO_ROOT / "examples" / "samples" / "attention_scores"
SCALE_MASK = REPO_ROOT / "examples" / "passes" / "scale_mask"


def _run(backends: list[str], invocation: str) -> dict:
    request = parse_run_request(
        {
            "cmd": "run",
            "id": 1,
            "sample": str(ATTENTION),
            "backends": backends,
            "invocation": invocation,
            "warmup": 1,
            "trials": 2,
        },
        CPU,
    )
    return run_job(request)


def test_direct_invocation_runs_every_kind_of_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("triton")
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    backends = ["inductor", f"passes:{SCALE_MASK}", f"passes+inductor:{SCALE_MASK}"]
    result = _run(backends, "direct")
    assert result["invocation"] == "direct" and result["eager"]["status"] == "ok"
    for name in backends:
        outcome = result["backends"][name]
        assert outcome["status"] == "ok", (name, outcome["error"])
        assert outcome["correctness"]["pass"]["-5"], name
        assert outcome["timing"]["e2e"]["median"] > 0
    report = result["backends"][backends[1]]["report"]
    assert report["replacements"] == {"FuseScaleAddMask": 1}
    assert result["backends"][backends[1]]["integrity"]["verdict"] == "clean"


def test_a_backend_without_a_direct_form_says_so() -> None:
    from passnet.runtime.worker import backends

    backends.register_backend("dynamo-only", lambda model, inputs, device: torch.compile(model))
    try:
        result = _run(["dynamo-only"], "direct")
    finally:
        backends.unregister_backend("dynamo-only")
    outcome = result["backends"]["dynamo-only"]
    assert outcome["status"] == "compile_fail"
    assert "has no direct invocation" in outcome["error"]


def test_an_unknown_invocation_is_a_bad_request() -> None:
    with pytest.raises(RequestError, match="unknown invocation 'x': expected dynamo, direct or"):
        parse_run_request(
            {"cmd": "run", "id": 1, "sample": str(ATTENTION), "backends": [], "invocation": "x"},
            CPU,
        )


def test_bench_run_records_the_invocation_and_refuses_to_mix_it(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    env = {**python_env, "TRITON_INTERPRET": "1"}
    runs = {}
    for invocation in ("direct", "dynamo"):
        out = tmp_path / invocation
        command = [str(passnet_bin), "bench", "run", "--samples", str(ATTENTION), "--out", str(out)]
        command += ["--device", "cpu", "--backends", f"eager,passes:{SCALE_MASK}", "-q"]
        command += ["--warmup", "1", "--trials", "2", "--invocation", invocation]
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr
        runs[invocation] = (out, command)
    with sqlite3.connect(runs["direct"][0] / "run.db") as db:
        options = json.loads(db.execute("SELECT value FROM meta WHERE key='options'").fetchone()[0])
        reply = json.loads(db.execute("SELECT reply FROM jobs").fetchone()[0])
    assert options["invocation"] == "direct" and reply["invocation"] == "direct"
    assert reply["backends"][f"passes:{SCALE_MASK}"]["status"] == "ok"
    out, command = runs["direct"]
    resumed = subprocess.run(
        [*command[:-2], "--invocation", "dynamo"], env=env, capture_output=True, text=True
    )
    assert resumed.returncode == 2 and 'invocation = "direct", not "dynamo"' in resumed.stderr
    compare = [str(passnet_bin), "bench", "compare", str(runs["direct"][0])]
    compare += [str(runs["dynamo"][0]), "--backend", f"passes:{SCALE_MASK}"]
    compared = subprocess.run(compare, env=env, capture_output=True, text=True)
    assert compared.returncode == 2 and "not comparable" in compared.stderr


def test_more_than_two_workers_under_device_timing_are_warned_about(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    # A missing sample list stops the run right after the options are settled: no GPU needed.
    def stderr_of(jobs: str) -> str:
        command = [str(passnet_bin), "bench", "run", "--samples", str(tmp_path / "none.txt")]
        command += ["--out", str(tmp_path / f"run{jobs}"), "--device", "cuda"]
        command += ["--invocation", "cudagraph", "--jobs", jobs, "-q"]
        done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=60)
        assert done.returncode != 0
        return done.stderr

    assert "warning: 4 workers share the card under device timing" in stderr_of("4")
    assert "workers share the card" not in stderr_of("2")
