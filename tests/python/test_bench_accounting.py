"""The bench scripts' bookkeeping over run.db: where a job's harness seconds go
(``bench/timing/harness_cost.py``) and which device baselines are measured again
(``bench/passbench/device_baselines.py``)."""

from __future__ import annotations

import importlib.util
import json
import sqlite3
import sys
from pathlib import Path
from types import ModuleType

from conftest import REPO_ROOT


def _script(relative: str) -> ModuleType:
    path = REPO_ROOT / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


harness_cost = _script("bench/timing/harness_cost.py")
device_baselines = _script("bench/passbench/device_baselines.py")


def _reply(eager_status: str, floor: float) -> dict[str, object]:
    timing = {"warmup_seconds": 0.5, "timed_seconds": 1.0}
    return {
        "seconds": 6.0,
        "lock_wait_seconds": 0.25,
        "phases": {"replay": 0.4, "floor": floor, "load": 0.05},
        "eager": {"status": eager_status, "timing": timing},
        "backends": {"inductor": {"compile_seconds": 2.0, "timing": timing}},
    }


def test_the_floor_is_a_measurement_not_harness_cost() -> None:
    cost = harness_cost.job_cost("s", 6.1, 9.9, _reply("ok", floor=0.75))
    # 6.1 s of wall time less eager's and inductor's 1.5 s each, the compile, the lock wait and
    # the floor: the stored figure (9.9) is not trusted, it is recomputed.
    assert abs(cost.harness - (6.1 - 1.5 - 1.5 - 2.0 - 0.25 - 0.75)) < 1e-9
    assert "floor" not in cost.parts
    assert abs(cost.parts["replay"] - 0.4) < 1e-9
    assert abs(cost.parts[harness_cost.ENGINE] - 0.1) < 1e-9
    assert abs(sum(cost.parts.values()) - cost.harness) < 1e-9


def test_jobs_whose_eager_failed_are_left_out(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "run.db") as db:
        db.execute("CREATE TABLE jobs(sample, seconds, harness_seconds, reply)")
        rows = [
            ("ran", 6.1, 0.0, json.dumps(_reply("ok", 0.5))),
            ("failed", 0.1, 0.1, json.dumps(_reply("eager_fail", 0.0))),
            ("crashed", 1.0, 1.0, None),
        ]
        db.executemany("INSERT INTO jobs VALUES (?, ?, ?, ?)", rows)
    assert [cost.sample for cost in harness_cost.read_costs(tmp_path)] == ["ran"]


def test_harness_failures_are_measured_again_and_the_samples_own_are_not() -> None:
    retry = device_baselines._retry
    poisoned = "RuntimeError: Offset increment outside graph capture encountered unexpectedly."
    assert retry({"status": "eager_fail", "error": poisoned})
    assert retry({"status": "eager_fail", "error": "eager baseline failed"})
    own = "eager's call cannot be captured in a CUDA graph (RuntimeError: Cannot copy between CPU"
    assert not retry({"status": "eager_fail", "error": own})
    assert not retry({"status": "ok", "error": None})
