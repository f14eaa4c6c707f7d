"""Sharing one GPU between workers: a writer-preferring shared/exclusive lock of two files, so
that no other worker's GPU work overlaps a timing session, and the CPUs kept for the timer."""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

import torch

from passnet.runtime.worker.request import RunRequest


class LockHolder(Protocol):
    """What the lock needs of a job: its request and device, and where waits and timing windows
    are recorded."""

    request: RunRequest
    device: torch.device
    lock_wait_seconds: float
    timing_windows: list[list[float]]


# The CPUs the worker may use, read before any job narrows them (see cpu_split).
_STARTING_AFFINITY = frozenset(os.sched_getaffinity(0))


@contextmanager
def timing_alone(job: LockHolder) -> Iterator[None]:
    """Holds the device exclusively (when the request names a timing lock) for the block, on
    the timing CPUs when the request reserves some, and records the block's wall-clock span.

    No other worker's GPU work (:func:`gpu_turn`) runs while it times, and none starts while
    it waits (:func:`_device_lock`). The wait is recorded: it is neither compile nor timed time.
    """
    if job.request.timing_lock is None:
        yield
        return
    with _device_lock(job, exclusive=True):
        window = [time.time()]
        split = cpu_split(job.request)
        try:
            if split is not None:
                os.sched_setaffinity(0, split[0])
            yield
        finally:
            if split is not None:
                os.sched_setaffinity(0, split[1])
            window.append(time.time())
            job.timing_windows.append(window)


@contextmanager
def gpu_turn(job: LockHolder) -> Iterator[None]:
    """Holds the device shared for a block that runs GPU work outside timing (first calls,
    correctness trials, the eager check), so that it never overlaps another worker's timing.
    No-op on the CPU, where the workers' work shares the cores whatever is locked, and without
    a timing lock."""
    if job.request.timing_lock is None or job.device.type != "cuda":
        yield
        return
    with _device_lock(job, exclusive=False):
        yield


@contextmanager
def _device_lock(job: LockHolder, exclusive: bool) -> Iterator[None]:
    """A writer-preferring shared/exclusive lock of two files: ``timing_lock`` is the gate and
    ``timing_lock.gpu`` the device.

    Everyone passes the gate (held exclusively) before locking the device; a shared holder
    lets the gate go at once, an exclusive one keeps it, so a waiting timer keeps new shared
    holders out while the current ones finish. flock is released by the kernel when the process
    dies, so a crashed or killed worker never leaves the device locked. The wait is added to
    ``job.lock_wait_seconds``."""
    path = job.request.timing_lock
    assert path is not None
    with open(path, "a+b") as gate, open(_gpu_lock_path(path), "a+b") as gpu:
        started = time.perf_counter()
        fcntl.flock(gate.fileno(), fcntl.LOCK_EX)
        fcntl.flock(gpu.fileno(), fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        if not exclusive:
            fcntl.flock(gate.fileno(), fcntl.LOCK_UN)
        job.lock_wait_seconds += time.perf_counter() - started
        try:
            yield
        finally:
            fcntl.flock(gpu.fileno(), fcntl.LOCK_UN)
            if exclusive:
                fcntl.flock(gate.fileno(), fcntl.LOCK_UN)


def _gpu_lock_path(timing_lock: Path) -> Path:
    return timing_lock.with_name(timing_lock.name + ".gpu")


def cpu_split(request: RunRequest) -> tuple[set[int], set[int]] | None:
    """(timing CPUs, everything else) of the CPUs the worker started with, or None when the
    request asks for no isolation, runs on the CPU, or there are too few CPUs to split. With
    several GPUs each GPU's timing worker has its own group of CPUs, and "everything else" is
    what no group holds."""
    n = request.timing_cpus
    if n <= 0 or request.device.type != "cuda":
        return None
    groups = max(1, request.timing_cpu_groups)
    allowed = sorted(_STARTING_AFFINITY)
    if len(allowed) < n * groups + 2 or request.timing_cpu_group >= groups:
        return None
    start = request.timing_cpu_group * n
    return set(allowed[start : start + n]), set(allowed[n * groups :])


def keep_off_timing_cpus(request: RunRequest) -> None:
    """Moves this thread (and the compile processes it will spawn) off the timing CPUs."""
    split = cpu_split(request)
    if split is not None:
        os.sched_setaffinity(0, split[1])
