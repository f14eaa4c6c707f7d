"""How fast the host is running right now, against how fast this process usually sees it run.

On the GPU hosts passnet times on (virtual machines with shared physical cores), the host runs
in *phases*: for 0.1 s to tens of seconds at a time, everything that dispatches from Python
(eager ops, dynamo guards, kernel launches) runs 1.3-1.8x slower, and then fast again; steal
time stays near zero and the GPU clock stays at its maximum (docs/timing.md has the traces).
Subgraphs whose call takes 10-100 us are host-bound, so a timing session that falls into a slow
phase reads 30-80% slower, and since the slowdown does not hit eager and a compiled graph
equally, even their ratio moves by up to 20%.

A :class:`HostProbe` times a fixed, host-bound workload (a few tiny in-place ops on the device,
then a synchronisation) and keeps the readings of the process. Its reference is a low
percentile of them (the 10th), not their minimum: a minimum keeps falling into the tail of the
probe's own noise, so that after a while ordinary readings all look slow (measured: with the
minimum and a 10% tolerance, half the subgraphs of a run never found steady rounds). Timing
loops read the probe after every round of measurements; a round whose probe reads more than a
tolerance above the reference fell into a slow phase and is set aside (see
:func:`passnet.runtime.worker.timing.measure_interleaved`).
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable

import torch

__all__ = ["PROBE_SECONDS", "HostProbe", "probe_for"]

PROBE_SECONDS = 2.5e-4
"""Length of one probe reading: long enough to average launch jitter, short beside a round."""

_OPS_PER_CALL = 8
_REFERENCE_QUANTILE = 0.1
_HISTORY = 4096


class HostProbe:
    """A fixed host-bound workload on ``device`` and the readings of it so far.

    ``clock``/``sync`` default to ``time.perf_counter`` and the device's synchronisation; tests
    inject fakes (and then ``workload`` too) to drive the readings.
    """

    def __init__(
        self,
        device: torch.device | str,
        clock: Callable[[], float] | None = None,
        sync: Callable[[], None] | None = None,
        workload: Callable[[], None] | None = None,
    ) -> None:
        self.device = torch.device(device)
        self.clock = clock or time.perf_counter
        if sync is not None:
            self.sync = sync
        elif self.device.type == "cuda":
            cuda_device = self.device
            self.sync = lambda: torch.cuda.synchronize(cuda_device)
        else:
            self.sync = lambda: None
        if workload is None:
            buffer = torch.zeros(64, device=self.device)

            def run() -> None:
                for _ in range(_OPS_PER_CALL):
                    buffer.mul_(0.5)

            workload = run
        self.workload = workload
        self.calls = 0
        self.fastest = math.inf
        self.readings: deque[float] = deque(maxlen=_HISTORY)
        self._reference: float | None = None
        self._since_reference = 0

    def read(self) -> float:
        """One reading: seconds per workload call over about :data:`PROBE_SECONDS`.

        The first reading also fixes how many calls a reading makes; every reading joins
        :attr:`readings` and updates :attr:`fastest`.
        """
        if self.calls == 0:
            self.calls = self._calibrate()
        self.sync()
        start = self.clock()
        for _ in range(self.calls):
            self.workload()
        self.sync()
        per_call = (self.clock() - start) / self.calls
        self.fastest = min(self.fastest, per_call)
        self.readings.append(per_call)
        self._since_reference += 1
        return per_call

    def reference(self) -> float:
        """The 10th percentile of the readings so far (nan before the first). Sorting the
        history after every reading would cost more than the reading, so the percentile is
        recomputed once the history has grown or turned over by a sixteenth."""
        if not self.readings:
            return math.nan
        if self._reference is None or self._since_reference > len(self.readings) // 16:
            ordered = sorted(self.readings)
            self._reference = ordered[int(_REFERENCE_QUANTILE * (len(ordered) - 1))]
            self._since_reference = 0
        return self._reference

    def slowdown(self) -> float:
        """A fresh reading divided by the reference (1 when the reference is not positive)."""
        reading = self.read()
        reference = self.reference()
        if not reference > 0:
            return 1.0
        return reading / reference

    def settle(self, seconds: float) -> None:
        """Reads for ``seconds``, so that the reference rests on more than a few readings."""
        end = self.clock() + seconds
        self.read()
        while self.clock() < end:
            self.read()

    def _calibrate(self) -> int:
        calls = 1
        while calls < 100_000:
            self.sync()
            start = self.clock()
            for _ in range(calls):
                self.workload()
            self.sync()
            elapsed = self.clock() - start
            if elapsed >= PROBE_SECONDS:
                return calls
            calls *= 2
        return calls


_probes: dict[torch.device, HostProbe] = {}


def probe_for(device: torch.device) -> HostProbe:
    """The process's probe of ``device`` (made and settled for 0.2 s on first use), so that its
    readings accumulate over every job the worker runs."""
    probe = _probes.get(device)
    if probe is None:
        probe = HostProbe(device)
        probe.settle(0.2)
        _probes[device] = probe
    return probe
