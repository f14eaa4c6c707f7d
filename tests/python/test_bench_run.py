"""End-to-end tests of ``passnet bench run`` / ``bench score`` on CPU through the real binary.

The engine supervises real workers here: samples that crash the worker (``os._exit``), hang past
the timeout, or blow up memory under a limit are recorded as failed jobs with their cause, and
the run goes on; a run whose engine is killed with SIGKILL resumes without losing or repeating
a sample.
"""

from __future__ import annotations

import itertools
import json
import shutil
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from conftest import REPO_ROOT, SOURCE_QUOTAS, find_corpus, select_samples

EXAMPLES = REPO_ROOT / "examples" / "samples"

_MODEL_HEADER = "import torch\n"
_MODEL_CLASS = (
    "\n\nclass GraphModule(torch.nn.Module):\n"
    "    def forward(self, x):\n"
    "        y = x * 2\n"
    "        return (y,)\n"
)
_META = (
    'class Program_weight_tensor_meta_x:\n    name = "x"\n    shape = [4]\n'
    '    dtype = "torch.float32"\n    device = "cpu"\n'
    "    mean = 0.0\n    std = 1.0\n    data = None\n"
)


def _write_sample(folder: Path, prelude: str = "") -> Path:
    folder.mkdir(parents=True)
    (folder / "model.py").write_text(_MODEL_HEADER + prelude + _MODEL_CLASS)
    (folder / "weight_meta.py").write_text(_META)
    (folder / "input_meta.py").write_text("")
    return folder


def _bench(
    passnet: Path, env: dict[str, str], samples: Path, out: Path, *extra: str
) -> dict[str, object]:
    command = [str(passnet), "bench", "run", "--samples", str(samples), "--out", str(out)]
    command += ["--device", "cpu", "--warmup", "1", "--trials", "3", "--json", "-q", *extra]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _results(run_dir: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(run_dir / "run.db") as db:
        rows = db.execute("SELECT sample, backend, status FROM results ORDER BY sample, backend")
        return [(Path(s).name, b, st) for s, b, st in rows]


def test_misbehaving_samples_are_recorded_and_the_run_goes_on(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    samples = tmp_path / "samples"
    _write_sample(samples / "a_good")
    _write_sample(samples / "b_exit", "import os\nos._exit(3)\n")
    _write_sample(samples / "c_hang", "import time\ntime.sleep(3600)\n")
    # torch.empty reserves address space without touching pages, so the limit is reached in
    # seconds; bytearrays would memset gigabytes first and, on a loaded host, outlast the timeout.
    _write_sample(samples / "d_memory", "hog = [torch.empty(1 << 28) for _ in range(64)]\n")
    _write_sample(samples / "e_good")
    out = tmp_path / "run"
    summary = _bench(
        passnet_bin,
        python_env,
        samples,
        out,
        "--backends",
        "eager",
        "--timeout",
        "20",
        "--memory-limit-mb",
        "6000",
    )
    assert summary["samples"] == 5
    assert summary["ran"] == 5
    statuses = {name: status for name, backend, status in _results(out) if backend == "eager"}
    assert statuses["a_good"] == "ok"
    assert statuses["e_good"] == "ok"
    assert statuses["b_exit"] == "crash"
    assert statuses["c_hang"] == "timeout"
    # Under the address-space limit the allocation fails inside the worker (eager_fail) or kills
    # it (crash); either way the sample is recorded and the run continues.
    assert statuses["d_memory"] in {"eager_fail", "crash"}
    with sqlite3.connect(out / "run.db") as db:
        failure, reply = db.execute(
            "SELECT failure, reply FROM jobs WHERE sample LIKE '%b_exit'"
        ).fetchone()
    assert failure == "crash"
    assert "exit code 3" in json.loads(reply)["message"]


def test_eager_vs_inductor_end_to_end_and_score(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    samples = tmp_path / "samples"
    samples.mkdir()
    for example in sorted(EXAMPLES.iterdir()):
        shutil.copytree(example, samples / example.name)
    corpus = find_corpus()
    if corpus is not None:
        # The smallest sample of every corpus source: the harness meets each source's models
        # under Inductor. The 30 of the corpus tests took 376 job-seconds here, 85% of them in
        # Inductor's compiles, which test Inductor more than the harness.
        for chosen in select_samples(corpus, dict.fromkeys(SOURCE_QUOTAS, 1)):
            shutil.copytree(chosen.path, samples / chosen.sample_id.replace("/", "__"))
    out = tmp_path / "run"
    # Two workers compile at once and take turns to time.
    summary = _bench(
        passnet_bin, python_env, samples, out, "--backends", "eager,inductor", "--jobs", "2"
    )
    total = len(list(samples.iterdir()))
    assert summary["samples"] == total
    backends = summary["summary"]["backends"]  # type: ignore[index]
    assert sum(backends["inductor"]["status"].values()) == total
    assert backends["eager"]["status"].get("ok", 0) >= 3
    assert backends["inductor"]["status"].get("ok", 0) >= 3
    _assert_timing_never_overlaps(out)
    log = out / "logs" / "inductor.log"
    assert log.read_text().count("[Processing]") == total
    score = subprocess.run(
        [str(passnet_bin), "bench", "score", str(out), "--backend", "inductor", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    scored = json.loads(score.stdout)
    assert set(scored) >= {"es", "s", "as", "as_ci", "gmean_speedup", "correct_rate", "fast_1"}
    assert 0 < scored["as"] < 100
    assert scored["as_ci"][0] <= scored["as"] <= scored["as_ci"][1]
    # Re-running the finished run does nothing and keeps every result once.
    again = _bench(passnet_bin, python_env, samples, out, "--backends", "eager,inductor")
    assert again["ran"] == 0 and again["skipped"] == total
    assert len(_results(out)) == 2 * total


def _assert_timing_never_overlaps(run_dir: Path) -> None:
    with sqlite3.connect(run_dir / "run.db") as db:
        replies = [json.loads(r) for (r,) in db.execute("SELECT reply FROM jobs")]
    windows = sorted(
        (start, end, reply["sample"])
        for reply in replies
        for start, end in reply.get("timing_windows", [])
    )
    assert len(windows) >= 3
    for (_, end, first), (start, _, second) in itertools.pairwise(windows):
        assert start >= end, f"{first} and {second} were timed at the same time"


def test_resume_after_the_engine_is_killed(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    samples = tmp_path / "samples"
    for index in range(6):
        _write_sample(samples / f"s{index}", "import time\ntime.sleep(1)\n")
    out = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(samples), "--out", str(out)]
    command += ["--device", "cpu", "--backends", "eager", "--warmup", "1", "--trials", "3", "-q"]
    engine = subprocess.Popen(command, env=python_env, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        time.sleep(0.5)
        if (out / "run.db").exists() and len(_results(out)) >= 2:
            break
    engine.send_signal(signal.SIGKILL)
    engine.wait()
    before = len(_results(out))
    if before >= 6:
        pytest.skip("the run finished before it could be killed")
    summary = _bench(passnet_bin, python_env, samples, out, "--backends", "eager")
    assert summary["skipped"] == before
    assert summary["ran"] == 6 - before
    rows = _results(out)
    assert len(rows) == 6
    assert len({name for name, _, _ in rows}) == 6
    assert all(status == "ok" for _, _, status in rows)


def test_ctrl_c_stops_promptly_and_records_nothing_half_done(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    samples = tmp_path / "samples"
    _write_sample(samples / "slow", "import time\ntime.sleep(300)\n")
    out = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(samples), "--out", str(out)]
    command += ["--device", "cpu", "--backends", "eager", "-q"]
    engine = subprocess.Popen(command, env=python_env, stderr=subprocess.PIPE, text=True)
    time.sleep(5)
    engine.send_signal(signal.SIGINT)
    started = time.monotonic()
    _, stderr = engine.communicate(timeout=60)
    assert engine.returncode == 130
    assert time.monotonic() - started < 15
    assert "interrupted" in stderr
    assert _results(out) == []
