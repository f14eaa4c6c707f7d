"""How a worker splits its CPUs between timing and everything else (``timing_cpus``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import torch

from passnet.runtime.worker import device_lock
from passnet.runtime.worker import request as worker
from passnet.runtime.worker.timing import TimingConfig


def _request(device: str, timing_cpus: int) -> worker.RunRequest:
    return worker.RunRequest(
        id=1,
        sample=Path("."),
        backends=[],
        device=torch.device(device),
        timing=TimingConfig(),
        timing_cpus=timing_cpus,
    )


def test_cuda_workers_keep_the_first_cpus_for_timing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(device_lock, "_STARTING_AFFINITY", frozenset({3, 1, 0, 2, 5}))
    split = device_lock.cpu_split(_request("cuda:0", 2))
    assert split == ({0, 1}, {2, 3, 5})


def test_no_split_on_the_cpu_without_the_option_or_with_too_few_cpus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(device_lock, "_STARTING_AFFINITY", frozenset(range(4)))
    assert device_lock.cpu_split(_request("cpu", 2)) is None
    assert device_lock.cpu_split(_request("cuda:0", 0)) is None
    assert device_lock.cpu_split(_request("cuda:0", 3)) is None  # would leave one CPU to compile
    assert device_lock.cpu_split(_request("cuda:0", 2)) == ({0, 1}, {2, 3})


def test_the_request_field_is_validated() -> None:
    base = {"id": 1, "sample": ".", "backends": [], "device": "cpu"}
    assert worker.parse_run_request(base, torch.device("cpu")).timing_cpus == 0
    parsed = worker.parse_run_request({**base, "timing_cpus": 2}, torch.device("cpu"))
    assert parsed.timing_cpus == 2
    with pytest.raises(worker.RequestError):
        worker.parse_run_request({**base, "timing_cpus": -1}, torch.device("cpu"))


def test_each_gpus_timing_worker_keeps_its_own_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two GPUs (`bench run --gpus 0,1`): the two timing workers may time at once, so each GPU's
    has its own group of CPUs, and compiles use what no group holds."""
    monkeypatch.setattr(device_lock, "_STARTING_AFFINITY", frozenset(range(8)))
    first = replace(_request("cuda:0", 2), timing_cpu_group=0, timing_cpu_groups=2)
    second = replace(first, timing_cpu_group=1)
    assert device_lock.cpu_split(first) == ({0, 1}, {4, 5, 6, 7})
    assert device_lock.cpu_split(second) == ({2, 3}, {4, 5, 6, 7})
    monkeypatch.setattr(device_lock, "_STARTING_AFFINITY", frozenset(range(5)))
    assert device_lock.cpu_split(second) is None  # two groups of two would leave one CPU
    base = {"id": 1, "sample": ".", "backends": [], "device": "cpu"}
    fields = {"timing_cpu_group": 1, "timing_cpu_groups": 2}
    parsed = worker.parse_run_request({**base, **fields}, torch.device("cpu"))
    assert (parsed.timing_cpu_group, parsed.timing_cpu_groups) == (1, 2)
    with pytest.raises(worker.RequestError):
        worker.parse_run_request({**base, "timing_cpu_groups": 0}, torch.device("cpu"))
