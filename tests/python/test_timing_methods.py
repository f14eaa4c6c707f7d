"""The two timing methods and the host probe, driven by a fake clock so every count is exact.

* ``batched`` sets aside rounds whose host probe reads slow, keeps ``trials`` steady rounds, and
  says ``host_noisy`` when the host never runs steadily;
* ``graphnet`` times each callable in turn, one synchronised call per trial, after its warm-up;
* the worker accepts ``timing_method`` and refuses an unknown one; ``bench run --timing``
  reaches the worker and is recorded with the run (CPU, real workers);
* the device locks: a timer waits for GPU work in flight, keeps new GPU work out while it waits
  and while it times.
"""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
import subprocess
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import torch

from passnet.runtime.worker.host_speed import HostProbe
from passnet.runtime.worker.request import RequestError, parse_run_request
from passnet.runtime.worker.timing import (
    Subject,
    Timer,
    TimingConfig,
    measure_interleaved,
    time_subjects,
)
from passnet.spec.options import TimingMethod

REPO = Path(__file__).resolve().parents[2]


class Clock:
    """Moves only when a fake callable or the fake probe says how long it took."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def lasting(self, seconds: float, log: list[str], name: str) -> Callable[[], None]:
        def call() -> None:
            self.now += seconds
            log.append(name)

        return call


def probe_with(clock: Clock, per_call: Iterator[float], history: int = 100) -> HostProbe:
    """A probe whose workload takes the next duration of ``per_call`` on every reading (its
    calibration settles on one call per reading, since each call lasts >= PROBE_SECONDS), after
    ``history`` readings of 1 ms that make its reference 1 ms."""
    current = {"seconds": 1e-3}

    def workload() -> None:
        clock.now += current["seconds"]

    probe = HostProbe("cpu", clock=clock, sync=lambda: None, workload=workload)
    original_read = probe.read

    def read() -> float:
        current["seconds"] = next(per_call)
        return original_read()

    for _ in range(history):
        original_read()
    probe.read = read  # type: ignore[method-assign]
    return probe


def test_slow_rounds_are_set_aside_until_enough_steady_ones() -> None:
    clock = Clock()
    log: list[str] = []
    eager = Subject("eager", clock.lasting(0.002, log, "eager"))
    candidate = Subject("candidate", clock.lasting(0.001, log, "candidate"))
    # fast, then three slow readings (1.5x), then fast for good
    probe = probe_with(clock, iter([1e-3, 1e-3, 1.5e-3, 1.5e-3, 1.5e-3] + [1e-3] * 1000))
    config = TimingConfig(warmup=0, trials=10, min_measure_seconds=0, min_steady_rounds=5)
    measure_interleaved([eager, candidate], config, Timer("cpu", clock=clock), probe=probe)
    assert eager.rounds == candidate.rounds == 13
    assert eager.unsteady_rounds == 3 and not eager.host_noisy
    assert len(eager.e2e) == len(candidate.e2e) == 10
    assert log[-2:] == ["eager", "candidate"]  # still interleaved
    assert max(eager.host_slowdown) <= 1.1


def test_a_host_that_never_steadies_is_host_noisy_and_keeps_every_round() -> None:
    clock = Clock()
    log: list[str] = []
    subject = Subject("eager", clock.lasting(0.002, log, "eager"))
    # after a history of 1 ms readings, every reading is 1.5x slower
    probe = probe_with(clock, iter([1.5e-3] * 1000))
    config = TimingConfig(
        warmup=0, trials=10, min_measure_seconds=0, max_session_seconds=0.01, min_steady_rounds=5
    )
    (result,) = time_subjects([subject], config, Timer("cpu", clock=clock), probe)
    assert result.host_noisy and result.verdict == "host_noisy"
    assert result.measurements == result.rounds >= 10
    assert result.unsteady_rounds == result.rounds
    assert result.to_json()["verdict"] == "host_noisy"


def test_a_tolerance_of_zero_keeps_every_round_whatever_the_probe_reads() -> None:
    clock = Clock()
    log: list[str] = []
    subject = Subject("eager", clock.lasting(0.002, log, "eager"))
    probe = probe_with(clock, iter([1.5e-3] * 1000))  # every reading slow
    config = TimingConfig(warmup=0, trials=10, min_measure_seconds=0, steady_tolerance=0)
    (result,) = time_subjects([subject], config, Timer("cpu", clock=clock), probe)
    assert (result.rounds, result.unsteady_rounds, result.measurements) == (10, 0, 10)
    assert not result.host_noisy


def test_without_a_probe_every_round_counts() -> None:
    clock = Clock()
    log: list[str] = []
    subject = Subject("eager", clock.lasting(0.002, log, "eager"))
    (result,) = time_subjects(
        [subject],
        TimingConfig(warmup=0, trials=7, min_measure_seconds=0),
        Timer("cpu", clock=clock),
    )
    assert (result.rounds, result.unsteady_rounds, result.verdict) == (7, 0, "steady")
    assert result.method == "batched" and result.host_slowdown is None


def test_graphnet_method_times_each_subject_in_turn_one_call_per_trial() -> None:
    clock = Clock()
    log: list[str] = []
    syncs: list[int] = []
    timer = Timer("cpu", clock=clock, sync=lambda: syncs.append(len(log)))
    eager = Subject("eager", clock.lasting(0.002, log, "eager"))
    candidate = Subject("candidate", clock.lasting(0.001, log, "candidate"))
    config = TimingConfig(warmup=3, trials=5, method=TimingMethod.GRAPHNET)
    eager_result, candidate_result = time_subjects([eager, candidate], config, timer)
    assert log == ["eager"] * 8 + ["candidate"] * 8  # warm-up then trials, subject by subject
    assert eager_result.samples_ms == pytest.approx([2.0] * 5)
    assert candidate_result.samples_ms == pytest.approx([1.0] * 5)
    assert eager_result.calls_per_measurement == 1 and eager_result.method == "graphnet"
    assert eager_result.to_json()["method"] == "graphnet"
    # warm-up back to back, then one synchronisation; every trial starts and ends synchronised
    assert 1 not in syncs and 2 not in syncs
    for calls in range(4, 9):
        assert calls in syncs
    assert syncs.count(3) == 2  # after the warm-up, and before the first trial


def test_graphnet_method_records_instability_without_remeasuring() -> None:
    clock = Clock()
    durations = iter([0.001, 0.003] * 100)
    subject = Subject("noisy", lambda: setattr(clock, "now", clock.now + next(durations)))
    config = TimingConfig(warmup=0, trials=8, method=TimingMethod.GRAPHNET)
    (result,) = time_subjects([subject], config, Timer("cpu", clock=clock))
    assert result.remeasured == 0 and not result.stable and result.verdict == "unstable"
    assert result.measurements == 8


def test_a_method_given_as_text_is_refused() -> None:
    # Text is parsed where it arrives (the request); here it would be timed as batched whatever
    # it said.
    config = TimingConfig(method="graphnet")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="must be a TimingMethod"):
        time_subjects([Subject("x", lambda: None)], config, Timer("cpu"))


def test_the_probe_reference_is_a_low_percentile_not_the_minimum() -> None:
    clock = Clock()
    # calibration, then one freak fast reading among 98 ordinary ones, then one 2% slower: a
    # minimum would call every ordinary reading 2x slow
    durations = iter([1e-3, 0.5e-3] + [1e-3] * 98 + [1.02e-3])
    probe = HostProbe(
        "cpu",
        clock=clock,
        sync=lambda: None,
        workload=lambda: setattr(clock, "now", clock.now + next(durations)),
    )
    for _ in range(99):
        probe.read()
    assert probe.fastest == pytest.approx(0.5e-3)
    assert probe.reference() == pytest.approx(1e-3)
    assert probe.slowdown() == pytest.approx(1.02)


def test_a_real_probe_reads_positive_times() -> None:
    probe = HostProbe("cpu")
    readings = [probe.read() for _ in range(5)]
    assert probe.calls >= 1 and min(readings) > 0
    assert probe.reference() in readings and probe.fastest == min(readings)


def test_worker_requests_name_the_method(tmp_path: Path) -> None:
    sample = REPO / "examples" / "samples" / "mlp_block"
    base = {"cmd": "run", "id": 1, "sample": str(sample), "backends": []}
    assert parse_run_request(base, torch.device("cpu")).timing.method == "batched"
    graphnet = parse_run_request({**base, "timing_method": "graphnet"}, torch.device("cpu"))
    assert graphnet.timing.method == "graphnet"
    with pytest.raises(RequestError, match="unknown timing 'best': expected batched or graphnet"):
        parse_run_request({**base, "timing_method": "best"}, torch.device("cpu"))


def test_bench_run_timing_switch_reaches_the_worker_and_the_run(tmp_path: Path) -> None:
    passnet = os.environ.get("PASSNET_BIN", str(REPO / "build" / "passnet"))
    if not Path(passnet).is_file():
        pytest.skip(f"no engine binary at {passnet} (scripts/test.sh builds it)")
    out = tmp_path / "run"
    command = [
        passnet,
        "bench",
        "run",
        "--samples",
        str(REPO / "examples" / "samples" / "mlp_block"),
        "--backends",
        "eager",
        "--device",
        "cpu",
        "--out",
        str(out),
        "--timing",
        "graphnet",
        "--warmup",
        "2",
        "--trials",
        "4",
        "-q",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    with sqlite3.connect(out / "run.db") as db:
        options = json.loads(db.execute("SELECT value FROM meta WHERE key='options'").fetchone()[0])
        reply = json.loads(db.execute("SELECT reply FROM jobs").fetchone()[0])
    assert options["timing"] == "graphnet"
    timing = reply["eager"]["timing"]
    assert timing["method"] == "graphnet" and timing["calls_per_measurement"] == 1
    assert timing["measurements"] == 4
    resumed = subprocess.run(
        [*command[:-7], "--timing", "batched", "-q"], capture_output=True, text=True, timeout=600
    )
    assert resumed.returncode != 0
    assert "timing" in resumed.stdout + resumed.stderr


def test_fixed_rounds_reach_the_worker_and_bind_the_run(tmp_path: Path) -> None:
    passnet = os.environ.get("PASSNET_BIN", str(REPO / "build" / "passnet"))
    if not Path(passnet).is_file():
        pytest.skip(f"no engine binary at {passnet} (scripts/test.sh builds it)")
    out = tmp_path / "run"
    sample = REPO / "examples" / "samples" / "mlp_block"
    command = [passnet, "bench", "run", "--samples", str(sample)]
    command += ["--backends", "eager", "--device", "cpu", "--out", str(out), "--warmup", "1"]
    command += ["--trials", "3", "--steady-tolerance", "0", "--max-remeasure", "0", "-q"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    with sqlite3.connect(out / "run.db") as db:
        options = json.loads(db.execute("SELECT value FROM meta WHERE key='options'").fetchone()[0])
        reply = json.loads(db.execute("SELECT reply FROM jobs").fetchone()[0])
    assert (options["steady_tolerance"], options["max_remeasure"]) == (0.0, 0)
    timing = reply["eager"]["timing"]
    assert (timing["rounds"], timing["unsteady_rounds"], timing["measurements"]) == (3, 0, 3)
    negative = [*command[:-6], "--steady-tolerance", "-0.1", "-q"]
    refused = subprocess.run(negative, capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and "--steady-tolerance" in refused.stderr


def _locking_job(path: Path) -> SimpleNamespace:
    """What the worker's device locks read of a job: a CUDA device (no GPU is touched: the locks
    are flocks) and a timing lock file."""
    request = SimpleNamespace(timing_lock=path, timing_cpus=0, device=torch.device("cuda"))
    return SimpleNamespace(
        request=request, device=torch.device("cuda"), lock_wait_seconds=0.0, timing_windows=[]
    )


def test_timing_excludes_gpu_work_and_waiting_timers_go_first(tmp_path: Path) -> None:
    from passnet.runtime.worker.device_lock import gpu_turn, timing_alone

    lock = tmp_path / "timing-cuda.lock"
    order: list[str] = []
    release = {name: threading.Event() for name in ("checker", "timer")}
    entered = {name: threading.Event() for name in ("checker", "timer", "late")}

    def hold(name: str, lock_of: Callable[[Any], Any]) -> None:
        with lock_of(_locking_job(lock)):
            order.append(name)
            entered[name].set()
            if name in release:
                release[name].wait(10)

    threads = [threading.Thread(target=hold, args=("checker", gpu_turn))]
    threads[0].start()
    assert entered["checker"].wait(5)
    threads.append(threading.Thread(target=hold, args=("timer", timing_alone)))
    threads[1].start()
    assert not entered["timer"].wait(0.3)  # a correctness check holds the device shared
    threads.append(threading.Thread(target=hold, args=("late", gpu_turn)))
    threads[2].start()
    assert not entered["late"].wait(0.3)  # the waiting timer keeps new GPU work out
    release["checker"].set()
    assert entered["timer"].wait(5)
    assert not entered["late"].wait(0.3)  # and none runs while it times
    release["timer"].set()
    assert entered["late"].wait(5)
    for thread in threads:
        thread.join(5)
    assert order == ["checker", "timer", "late"]


def _device_held(lock: Path) -> bool:
    """Whether some worker holds the GPU (shared or exclusive): a timer could not take it now."""
    with open(f"{lock}.gpu", "a+b") as gpu:
        try:
            fcntl.flock(gpu.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(gpu.fileno(), fcntl.LOCK_UN)
        return False


@pytest.mark.parametrize("compiles_off_device", [True, False])
def test_first_calls_let_the_gpu_go_only_while_dynamo_compiles(
    tmp_path: Path, compiles_off_device: bool
) -> None:
    from passnet.runtime.worker.device_lock import first_calls

    lock = tmp_path / "timing-cuda.lock"
    seen: dict[str, bool] = {}

    def recording_backend(gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
        seen["compiling"] = _device_held(lock)

        def run(*args: Any) -> Any:
            seen["running"] = _device_held(lock)
            return gm(*args)

        return run

    torch._dynamo.reset()
    compiled = torch.compile(lambda x: x * 2 + 1, backend=recording_backend)
    with first_calls(_locking_job(lock), compiles_off_device):
        seen["before"] = _device_held(lock)
        assert torch.equal(compiled(torch.ones(3)), torch.full((3,), 3.0))
    # A timer waits out the calls themselves either way; only a backend whose compile runs no GPU
    # work lets it in while dynamo compiles.
    assert seen == {"before": True, "compiling": not compiles_off_device, "running": True}
    assert not _device_held(lock)
