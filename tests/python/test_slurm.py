"""`--executor slurm` and `--executor srun` against a real single-node Slurm cluster
(scripts/slurm_cluster.sh: Debian's munged, slurmctld and slurmd, CPU only, in a temporary
folder): a run through a job array with one task requeued mid-shard (killed, then run again)
merges to the same results as a local run, nothing lost and nothing counted twice; a run on
long-lived srun worker tasks, one of them cancelled mid-run, does too."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest

from conftest import write_sample

REPO = Path(__file__).resolve().parents[2]
SUBGRAPHS = REPO / "suites" / "passbench-v2" / "subgraphs"
CLUSTER = REPO / "scripts" / "slurm_cluster.sh"


@pytest.fixture(scope="module")
def slurm(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    missing = [t for t in ("munged", "slurmctld", "slurmd", "sbatch") if not shutil.which(t)]
    if missing:  # scripts/setup.sh installs them; a machine without them cannot run this
        pytest.skip(f"Slurm is not installed ({', '.join(missing)}): scripts/setup.sh installs it")
    folder = tmp_path_factory.mktemp("slurm")
    started = subprocess.run(
        ["bash", str(CLUSTER), "start", str(folder)], capture_output=True, text=True
    )
    # Installed but not starting is a failure, not a skip: say exactly why.
    assert started.returncode == 0, f"the Slurm daemons did not start:\n{started.stderr}"
    env = {**os.environ, "SLURM_CONF": str(folder / "slurm.conf")}
    try:
        yield env
    finally:
        subprocess.run(["bash", str(CLUSTER), "stop", str(folder)], check=False)


def _jobs(db: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT sample, failure FROM jobs ORDER BY sample").fetchall()


def _results(db: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT sample, backend, status FROM results").fetchall()
    return sorted(rows)


def _requeue_when_a_sample_is_in(run: Path, env: dict[str, str], done: dict[str, str]) -> None:
    """Waits until shard 0 has recorded one sample, then kills and requeues its task (and lifts
    the delay Slurm puts on a requeued job), as a preemption would. Records when the job was
    submitted and when the task was requeued (wall-clock seconds) for the timeline."""
    shard = run / "shards" / "0" / "run.db"
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if "submitted" not in done and (run / "slurm" / "job.json").exists():
            done["submitted"] = f"{time.time()}"
        if shard.exists():
            try:
                if _jobs(shard):
                    break
            except sqlite3.Error:
                pass
        time.sleep(0.5)
    job = json.loads((run / "slurm" / "job.json").read_text())["job_id"]
    for command in (
        ["scontrol", "requeue", f"{job}_0"],
        ["scontrol", "update", f"jobid={job}_0", "StartTime=now"],
    ):
        result = subprocess.run(command, capture_output=True, text=True, env=env)
        done[command[1]] = f"{result.returncode} {result.stderr.strip()}"
        done.setdefault("requeued", f"{time.time()}")
        time.sleep(2)


def _timeline(run: Path, started: float, marks: dict[str, float]) -> list[str]:
    """What happened when, in seconds from the command's start: the marks the test took, and
    each task's starts and ends as its log stamps them."""
    events = [(seconds - started, what) for what, seconds in marks.items()]
    for log in sorted((run / "slurm").glob("task-*.log")):
        for line in log.read_text().splitlines():
            if line.startswith("passnet: task") and " at " in line:
                stamp = line.rsplit(" at ", 1)[1]
                when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
                events.append((when.timestamp() - started, line.removeprefix("passnet: ")))
    return [f"{seconds:7.1f} s  {what}" for seconds, what in sorted(events)]


def test_a_run_through_a_job_array_survives_a_requeued_task(
    slurm: dict[str, str], tmp_path: Path, passnet_bin: Path
) -> None:
    samples = sorted(SUBGRAPHS.iterdir())[:6]
    listing = tmp_path / "samples.txt"
    listing.write_text("".join(f"{s}\n" for s in samples))
    common = [
        "bench",
        "run",
        "--samples",
        str(listing),
        "--backends",
        "inductor",
        "--device",
        "cpu",
    ]

    run = tmp_path / "slurm-run"
    requeued: dict[str, str] = {}
    watcher = threading.Thread(target=_requeue_when_a_sample_is_in, args=(run, slurm, requeued))
    watcher.start()
    started = time.monotonic()
    started_at = time.time()
    slurm_args = ["--executor", "slurm", "--slurm-tasks", "2", "--slurm-poll", "1"]
    done = subprocess.run(
        [str(passnet_bin), *common, "--out", str(run), *slurm_args],
        capture_output=True, text=True, env=slurm, timeout=900,
    )  # fmt: skip
    merged_at = time.time()
    watcher.join()
    assert done.returncode == 0, done.stdout + done.stderr
    assert requeued.get("requeue", "").startswith("0"), requeued
    marks = {
        "submitted (OUT/slurm/job.json written)": float(requeued["submitted"]),
        "task 0 killed and requeued (scontrol requeue), a sample into its shard": float(
            requeued["requeued"]
        ),
        "merged: the command returned": merged_at,
    }
    timeline = _timeline(run, started_at, marks)

    # The batch script is kept, readable, with the warning signal and the requeue.
    script = next((run / "slurm").glob("*.sbatch")).read_text()
    assert "#SBATCH --array=0,1" in script and "#SBATCH --signal=B:USR1@120" in script
    assert "#SBATCH --requeue" in script and "scontrol requeue" in script
    # Task 0 was killed mid-shard and ran again, resuming: what it had finished it did not redo.
    log = (run / "slurm" / "task-0.log").read_text()
    assert "restart 1" in log, log
    assert "finished before" in log.split("restart 1")[1], log
    assert not any(line.startswith("shard") and " 0 finished before" in line
                   for line in log.split("restart 1")[1].splitlines()), log  # fmt: skip

    jobs = _jobs(run / "run.db")
    assert [sample for sample, _ in jobs] == [str(s) for s in samples]  # each once
    assert all(failure == "" for _, failure in jobs), jobs
    shard_jobs = sum(len(_jobs(db)) for db in (run / "shards").glob("*/run.db"))
    assert shard_jobs == len(samples)  # nothing counted twice in the shards either

    # Merging again (the same command) changes nothing and submits nothing.
    again = subprocess.run(
        [str(passnet_bin), *common, "--out", str(run), *slurm_args],
        capture_output=True, text=True, env=slurm, timeout=120,
    )  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert "0 run now" in again.stdout and "submitted" not in again.stderr
    assert _jobs(run / "run.db") == jobs

    # The same results as a local run: every sample, backend and status.
    local = tmp_path / "local-run"
    ran_locally = subprocess.run(
        [str(passnet_bin), *common, "--out", str(local)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert ran_locally.returncode == 0, ran_locally.stderr
    assert _results(run / "run.db") == _results(local / "run.db")
    print(f"slurm run with a requeue: {time.monotonic() - started:.0f} s, timeline:")
    print("\n".join(timeline))
    print(f"merged: {len(jobs)} samples, {len(jobs)} of {len(samples)} asked, none twice")


def test_a_command_stopped_while_it_waits_leaves_the_job_to_a_rerun(
    slurm: dict[str, str], tmp_path: Path, passnet_bin: Path
) -> None:
    """Ctrl-C stops the waiting, not the job; the same command run again while the tasks still
    run waits for them instead of submitting their shards a second time. Each sample sleeps as
    it loads, so that the tasks still run when the command is run again, however fast the
    host (four real subgraphs under Inductor had finished by then on a fast one)."""
    tensors = {"x": ([4], "torch.float32")}
    sleeps = "import time\ntime.sleep(8)"
    samples = [
        write_sample(tmp_path / "samples" / f"s{i}", "return (x * 2,)", tensors, header=sleeps)
        for i in range(4)
    ]
    listing = tmp_path / "samples.txt"
    listing.write_text("".join(f"{s}\n" for s in samples))
    run = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(listing), "--backends",
               "eager", "--device", "cpu", "--out", str(run), "--executor", "slurm",
               "--slurm-tasks", "2", "--slurm-poll", "1"]  # fmt: skip
    first = subprocess.Popen(command, env=slurm, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    job_file = run / "slurm" / "job.json"
    deadline = time.monotonic() + 60
    while not job_file.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert job_file.exists(), "the job was not submitted"
    job = json.loads(job_file.read_text())["job_id"]
    first.send_signal(2)  # SIGINT, as Ctrl-C
    _, stopped = first.communicate(timeout=60)
    # Stopped by its own handler, even where the shell that started it ignores SIGINT (as a
    # non-interactive shell does for what it starts in the background).
    assert first.returncode == 130, stopped.decode()
    assert b"interrupted" in stopped

    again = subprocess.run(command, capture_output=True, text=True, env=slurm, timeout=600)
    assert again.returncode == 0, again.stderr
    assert f"job {job} from an earlier command still has" in again.stderr, again.stderr
    assert json.loads(job_file.read_text())["job_id"] == job  # nothing submitted again
    assert [sample for sample, _ in _jobs(run / "run.db")] == [str(s) for s in samples]


def _worker_jobs(env: dict[str, str]) -> list[tuple[str, str, str]]:
    """(job id, name, state) of the long-lived worker tasks of `bench` pools in the queue."""
    queue = subprocess.run(
        ["squeue", "-h", "-o", "%i %j %T"], capture_output=True, text=True, env=env, check=True
    )
    rows = [tuple(line.split()) for line in queue.stdout.splitlines() if line.strip()]
    return [row for row in rows if len(row) == 3 and row[1].startswith("passnet-bench-")]  # type: ignore[misc]


def test_srun_workers_serve_a_run_and_a_cancelled_one_costs_nothing(
    slurm: dict[str, str], tmp_path: Path, passnet_bin: Path
) -> None:
    """`--executor srun`: each worker is one Slurm task that serves jobs until the run ends; one
    cancelled mid-run (scancel, as a node failure would) is restarted and its job run again, and
    the results equal a local run's."""
    samples = sorted(SUBGRAPHS.iterdir())[10:16]
    listing = tmp_path / "samples.txt"
    listing.write_text("".join(f"{s}\n" for s in samples))
    common = ["bench", "run", "--samples", str(listing), "--backends", "inductor", "--device",
              "cpu", "--jobs", "2"]  # fmt: skip
    run = tmp_path / "srun-run"
    seen: set[str] = set()
    cancelled: list[str] = []
    finished = threading.Event()

    def watch() -> None:
        while not finished.is_set():
            workers = _worker_jobs(slurm)
            seen.update(name for _, name, _ in workers)
            recorded = False
            try:
                recorded = (run / "run.db").exists() and bool(_jobs(run / "run.db"))
            except sqlite3.Error:
                pass
            running = [job for job, name, state in workers if state == "RUNNING"]
            if recorded and not cancelled and running:
                subprocess.run(["scancel", running[0]], env=slurm, check=True)
                cancelled.append(running[0])
            time.sleep(0.3)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        done = subprocess.run(
            [str(passnet_bin), *common, "--out", str(run), "--executor", "srun"],
            capture_output=True, text=True, env=slurm, timeout=900,
        )  # fmt: skip
    finally:
        finished.set()
        watcher.join()
    assert done.returncode == 0, done.stdout + done.stderr
    assert cancelled, "no worker task was running to cancel"
    assert {name.rsplit("-", 1)[1] for name in seen} == {"0", "1"}, seen  # a task per worker
    assert not _worker_jobs(slurm)  # the run's end ends its tasks

    with sqlite3.connect(run / "run.db") as connection:
        replies = [json.loads(r) for (r,) in connection.execute("SELECT reply FROM jobs")]
        starts = json.loads(
            connection.execute(
                "SELECT value FROM meta WHERE key = 'worker_start_seconds'"
            ).fetchone()[0]
        )
    assert {reply["slot"] for reply in replies} <= {"slurm/0", "slurm/1"}
    assert all(reply["host"] for reply in replies)  # the node each worker ran on
    # Warm workers: one start per task, and one more for the cancelled one's replacement.
    assert 2 <= len(starts) <= 3, starts
    jobs = _jobs(run / "run.db")
    assert [sample for sample, _ in jobs] == [str(s) for s in samples]
    assert all(failure == "" for _, failure in jobs), jobs

    local = tmp_path / "local-run"
    ran_locally = subprocess.run(
        [str(passnet_bin), *common, "--out", str(local)], capture_output=True, text=True,
        timeout=900,
    )  # fmt: skip
    assert ran_locally.returncode == 0, ran_locally.stderr
    assert _results(run / "run.db") == _results(local / "run.db")
