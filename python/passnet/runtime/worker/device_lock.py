"""Sharing one GPU between workers: a writer-preferring shared/exclusive lock of two files, so
that no other worker's GPU work overlaps a timing session, and the CPUs kept for the timer."""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Protocol

import torch
from torch._dynamo.callback import CallbackArgs, CallbackTrigger, callback_handler

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
def first_calls(job: LockHolder, compiles_off_device: bool) -> Iterator[None]:
    """:func:`gpu_turn` for a backend's first calls, which compile. With ``compiles_off_device``
    (a backend whose compile runs no GPU work: Inductor's default mode) the hold is let go while
    dynamo compiles a frame and taken again before the frame runs, so a compile of seconds (tens
    cold) does not keep every timer of the GPU waiting: tracing, lowering, code generation and
    Triton's compiles are CPU work, while the calls themselves and the autotuning at a kernel's
    first launch run held. A backend that may benchmark while it compiles (max-autotune) or runs
    a pass's own code keeps the hold throughout."""
    if not compiles_off_device or job.request.timing_lock is None or job.device.type != "cuda":
        with gpu_turn(job):
            yield
        return
    hold = _DeviceHold(job, exclusive=False)

    def compile_started(args: CallbackArgs) -> None:
        if args.callback_trigger in _COMPILE_TRIGGERS:
            hold.release()

    def compile_ended(args: CallbackArgs) -> None:
        if args.callback_trigger in _COMPILE_TRIGGERS:
            hold.acquire()

    hold.acquire()
    callback_handler.register_start_callback(compile_started)
    callback_handler.register_end_callback(compile_ended)
    try:
        yield
    finally:
        # torch._dynamo.reset() clears every callback: only what is still there is removed.
        if compile_started in callback_handler.start_callbacks:
            callback_handler.remove_start_callback(compile_started)
        if compile_ended in callback_handler.end_callbacks:
            callback_handler.remove_end_callback(compile_ended)
        hold.release()


# Dynamo's own frame compiles; the other triggers (cudagraph recording, runtime autotuning) are
# GPU work.
_COMPILE_TRIGGERS = frozenset({CallbackTrigger.DYNAMO, CallbackTrigger.LAZY_BACKWARD})


@contextmanager
def _device_lock(job: LockHolder, exclusive: bool) -> Iterator[None]:
    hold = _DeviceHold(job, exclusive)
    hold.acquire()
    try:
        yield
    finally:
        hold.release()


class _DeviceHold:
    """A writer-preferring shared/exclusive lock of two files: ``timing_lock`` is the gate and
    ``timing_lock.gpu`` the device.

    Everyone passes the gate (held exclusively) before locking the device; a shared holder
    lets the gate go at once, an exclusive one keeps it, so a waiting timer keeps new shared
    holders out while the current ones finish. flock is released by the kernel when the process
    dies, so a crashed or killed worker never leaves the device locked. Waits are added to
    ``job.lock_wait_seconds``; acquiring a held lock or releasing a free one does nothing."""

    def __init__(self, job: LockHolder, exclusive: bool) -> None:
        assert job.request.timing_lock is not None
        self._job = job
        self._exclusive = exclusive
        self._path = job.request.timing_lock
        self._files: tuple[BinaryIO, BinaryIO] | None = None

    def acquire(self) -> None:
        if self._files is not None:
            return
        gate = open(self._path, "a+b")  # held across calls: closed in release
        gpu = open(_gpu_lock_path(self._path), "a+b")
        started = time.perf_counter()
        try:
            fcntl.flock(gate.fileno(), fcntl.LOCK_EX)
            fcntl.flock(gpu.fileno(), fcntl.LOCK_EX if self._exclusive else fcntl.LOCK_SH)
        except BaseException:
            gpu.close()  # closing drops whatever flock was taken
            gate.close()
            raise
        finally:
            self._job.lock_wait_seconds += time.perf_counter() - started
        if not self._exclusive:
            fcntl.flock(gate.fileno(), fcntl.LOCK_UN)
        self._files = (gate, gpu)

    def release(self) -> None:
        if self._files is None:
            return
        gate, gpu = self._files
        self._files = None
        fcntl.flock(gpu.fileno(), fcntl.LOCK_UN)
        if self._exclusive:
            fcntl.flock(gate.fileno(), fcntl.LOCK_UN)
        gpu.close()
        gate.close()


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
