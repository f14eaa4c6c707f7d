"""Host-inclusive timing in the same rounds and in sessions
(:mod:`passnet.runtime.worker.host_sessions`), with a fake clock: a slow phase of the host that
hits eager, Inductor and a pass in the same rounds leaves their per-round ratios unchanged; a
re-measured subject unpairs; sessions pool their rounds in order. Then real jobs on the CPU: a
pass timed against Inductor in the same rounds, with the figure in the reply, in run.db, in
`bench report` and in `bench compare`."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import torch

from conftest import REPO_ROOT
from passnet.runtime.worker.backend_run import BackendOutcome
from passnet.runtime.worker.device_timing import paired_speedup
from passnet.runtime.worker.host_sessions import speedup_over_inductor, time_host_sessions
from passnet.runtime.worker.request import parse_run_request
from passnet.runtime.worker.run import run_job
from passnet.runtime.worker.timing import Subject, Timer, TimingConfig
from passnet.spec.options import TimingMethod

ATTENTION = REPO_ROOT / "examples" / "samples" / "attention_scores"
SCALE_MASK = REPO_ROOT / "examples" / "passes" / "scale_mask"


class SlowHost:
    """A fake clock whose host runs ``factor(round)`` times slower in some rounds: every call
    of every subject in that round lasts its base time times the factor."""

    def __init__(self, factor: Callable[[int], float]) -> None:
        self.now = 0.0
        self.round = -1
        self.factor = factor

    def __call__(self) -> float:
        return self.now

    def next_round(self) -> None:
        self.round += 1

    def subject(self, name: str, base_seconds: float) -> Subject:
        def call() -> None:
            self.now += base_seconds * self.factor(max(self.round, 0))

        return Subject(name, call)


def _config(**overrides: float) -> TimingConfig:
    values: dict[str, float] = {"warmup": 0, "trials": 12, "min_measure_seconds": 0}
    values.update(overrides)
    return TimingConfig(**values)  # type: ignore[arg-type]


def test_a_slow_phase_in_the_same_rounds_leaves_the_paired_ratios_unchanged() -> None:
    # Phases of 1x, 1.8x and 1.3x: each figure alone spreads by 80%, the ratios not at all.
    host = SlowHost(lambda index: (1.0, 1.8, 1.0, 1.3)[index % 4])
    eager, inductor = host.subject("eager", 0.003), host.subject("inductor", 0.002)
    candidate = host.subject("candidate", 0.001)
    config = _config(instability_threshold=10.0)
    results = time_host_sessions(
        [eager, inductor, candidate], config, Timer("cpu", clock=host), between=host.next_round
    )
    eager_t, inductor_t, candidate_t = results
    assert {round(ms, 6) for ms in candidate_t.samples_ms} == {1.0, 1.3, 1.8}  # phases in all
    assert paired_speedup(eager_t, candidate_t) == pytest.approx(3.0)
    assert speedup_over_inductor(inductor_t, candidate_t) == pytest.approx(2.0)
    assert paired_speedup(eager_t, inductor_t) == pytest.approx(1.5)
    outcome = BackendOutcome("ok", timing=candidate_t, eager_timing=eager_t)
    outcome.inductor_timing, outcome.inductor_reference = inductor_t, True
    reply = outcome.to_json()
    assert reply["speedup"]["e2e"] == pytest.approx(3.0)
    assert reply["speedup_over_inductor"] == pytest.approx(2.0)
    assert reply["inductor_reference"] is True
    assert reply["inductor_timing"]["measurements"] == 12


def test_a_remeasured_subject_unpairs_its_rounds() -> None:
    host = SlowHost(lambda index: 1.0)
    noisy_durations = iter([0.001, 0.003] * 10_000)  # IQR/median 1: re-measured, alone

    def noisy_call() -> None:
        host.now += next(noisy_durations)

    eager, candidate = host.subject("eager", 0.003), host.subject("candidate", 0.001)
    inductor = Subject("inductor", noisy_call)
    config = _config(max_remeasure=2)
    eager_t, inductor_t, candidate_t = time_host_sessions(
        [eager, inductor, candidate], config, Timer("cpu", clock=host)
    )
    assert inductor_t.remeasured == 2 and candidate_t.remeasured == 0
    assert speedup_over_inductor(inductor_t, candidate_t) is None
    assert paired_speedup(eager_t, candidate_t) == pytest.approx(3.0)  # those two still pair
    outcome = BackendOutcome("ok", timing=candidate_t, eager_timing=eager_t)
    outcome.inductor_timing = inductor_t
    assert outcome.to_json()["speedup_over_inductor"] is None


def test_sessions_pool_their_rounds_in_order() -> None:
    # Session s (0-based) runs on a host (s + 1) times slower: the pooled samples keep that order
    # for every subject, so the rounds pair across sessions.
    host = SlowHost(lambda index: 1.0 + index // 2)
    eager, inductor = host.subject("eager", 0.004), host.subject("inductor", 0.002)
    candidate = host.subject("candidate", 0.001)
    eager.extras = candidate.extras = True
    inductor.extras = False
    turns: list[str] = []
    pauses: list[float] = []

    @contextmanager
    def turn() -> Iterator[None]:
        turns.append("in")
        yield
        turns.append("out")

    config = _config(trials=5, sessions=3, instability_threshold=10.0)
    results = time_host_sessions(
        [eager, inductor, candidate],
        config,
        Timer("cpu", clock=host),
        between=host.next_round,
        turn=turn,
        pause=pauses.append,
        pause_seconds=0.25,
    )
    eager_t, inductor_t, candidate_t = results
    assert turns == ["in", "out"] * 3 and pauses == [0.25, 0.25]
    assert candidate_t.samples_ms == pytest.approx([1.0, 1.0, 2.0, 2.0, 3.0, 3.0])
    assert eager_t.samples_ms == pytest.approx([4.0, 4.0, 8.0, 8.0, 12.0, 12.0])
    assert all(r.sessions == 3 and r.measurements == 6 for r in results)
    assert speedup_over_inductor(inductor_t, candidate_t) == pytest.approx(2.0)
    assert paired_speedup(eager_t, candidate_t) == pytest.approx(4.0)
    # The seconds are each subject's totals, not a sum of running totals.
    assert candidate_t.timed_seconds == pytest.approx(candidate.timed_seconds)
    assert (eager.extras, inductor.extras, candidate.extras) == (True, False, True)


def test_graphnet_timing_has_one_session() -> None:
    host = SlowHost(lambda index: 1.0)
    a, b = host.subject("eager", 0.002), host.subject("candidate", 0.001)
    pauses: list[float] = []
    config = _config(trials=4, sessions=3, method=TimingMethod.GRAPHNET)  # type: ignore[arg-type]
    results = time_host_sessions([a, b], config, Timer("cpu", clock=host), pause=pauses.append)
    assert pauses == [] and results[0].sessions == 1 and results[0].measurements == 4
    assert speedup_over_inductor(results[0], results[1]) is None  # nothing pairs


def _job(backends: list[str], **fields: object) -> dict:
    request = {
        "cmd": "run",
        "id": 1,
        "sample": str(ATTENTION),
        "backends": backends,
        "invocation": "direct",
        "warmup": 1,
        "trials": 3,
        "max_remeasure": 0,  # every round pairs, whatever the host does meanwhile
        "inductor_rounds": True,  # off by default on the CPU
        **fields,
    }
    return run_job(parse_run_request(request, torch.device("cpu")))


def test_a_pass_is_timed_against_inductor_in_the_same_rounds_on_the_cpu(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("triton")
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    name = f"passes:{SCALE_MASK}"
    alone = _job([name], sessions=2)
    outcome = alone["backends"][name]
    assert outcome["status"] == "ok", outcome["error"]
    assert outcome["inductor_reference"] is True and outcome["over_inductor_error"] is None
    assert outcome["speedup_over_inductor"] > 0
    assert outcome["inductor_compile_seconds"] > 0
    inductor, timing = outcome["inductor_timing"], outcome["timing"]
    assert inductor["measurements"] == timing["measurements"] == 4  # 2 rounds a session
    assert timing["sessions"] == inductor["sessions"] == 2
    assert outcome["eager_timing"]["measurements"] == 4  # the same rounds
    # With Inductor among the backends it is its own candidate too; the pass's comparison
    # compiles its own copy, not a baseline-only one.
    both = _job(["inductor", name])
    assert both["backends"][name]["inductor_reference"] is False
    assert both["backends"][name]["speedup_over_inductor"] > 0
    assert both["backends"]["inductor"]["speedup_over_inductor"] is None
    assert both["backends"]["inductor"]["inductor_timing"] is None
    off = _job([name], inductor_rounds=False)
    assert off["backends"][name]["speedup_over_inductor"] is None
    assert off["backends"][name]["inductor_reference"] is None


def test_inductor_rounds_are_on_for_cuda_and_off_on_the_cpu_unless_asked() -> None:
    base = {"cmd": "run", "id": 1, "sample": str(ATTENTION), "backends": ["eager"]}
    assert not parse_run_request(base, torch.device("cpu")).inductor_rounds
    assert parse_run_request({**base, "inductor_rounds": True}, torch.device("cpu")).inductor_rounds
    assert parse_run_request(base, torch.device("cuda")).inductor_rounds
    asked_off = {**base, "inductor_rounds": False}
    assert not parse_run_request(asked_off, torch.device("cuda")).inductor_rounds


def test_the_speedup_over_inductor_reaches_run_db_the_report_and_compare(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    env = {**python_env, "TRITON_INTERPRET": "1"}
    name = f"passes:{SCALE_MASK}"
    out = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(ATTENTION), "--out", str(out)]
    command += ["--device", "cpu", "--backends", f"eager,{name}", "--invocation", "direct"]
    command += ["--warmup", "1", "--trials", "3", "--max-remeasure", "0", "--inductor-rounds", "-q"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(out / "run.db") as db:
        (detail,) = db.execute("SELECT detail FROM results WHERE backend = ?", (name,)).fetchone()
    recorded = json.loads(detail)
    assert recorded["status"] == "ok" and recorded["inductor_reference"] is True
    figure = recorded["speedup_over_inductor"]
    assert figure > 0
    report = subprocess.run(
        [str(passnet_bin), "bench", "report", str(out), "--json"], env=env, capture_output=True
    )
    assert report.returncode == 0, report.stderr
    (backend,) = json.loads(report.stdout)["backends"]
    assert backend["over_inductor"]["gmean"] == pytest.approx(figure)
    table = subprocess.run(
        [str(passnet_bin), "bench", "report", str(out)], env=env, capture_output=True, text=True
    )
    line = f"G-mean {figure:.3f}x over Inductor in the same rounds (faster on"
    assert line in table.stdout, table.stdout
    compare = [str(passnet_bin), "bench", "compare", str(out), str(out), "--backend", name]
    compared = subprocess.run(compare, env=env, capture_output=True, text=True)
    assert compared.returncode == 0, compared.stderr
    assert "over inductor (rounds)      1     0.00%" in compared.stdout, compared.stdout
