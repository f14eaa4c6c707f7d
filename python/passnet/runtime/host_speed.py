"""How fast the host is running right now, against the fastest this process has seen.

On the GPU hosts passnet times on (virtual machines with shared physical cores), the host runs
in *phases*: for 0.1 s to tens of seconds at a time, everything that dispatches from Python
(eager ops, dynamo guards, kernel launches) runs 1.3-1.8x slower, and then fast again; steal
time stays near zero and the GPU clock stays at its maximum (docs/timing.md has the traces).
Subgraphs whose call takes 10-100 us are host-bound, so a timing session that falls into a slow
phase reads 30-80% slower, and since the slowdown does not hit eager and a compiled graph
equally, even their ratio moves by up to 20%.

A :class:`HostProbe` times a fixed, host-bound workload (a few tiny in-place ops on the device,
then a synchronisation) and remembers the fastest reading of the process. Timing loops measure
the probe after every round of measurements; a round whose probe reads more than a tolerance
above that minimum fell into a slow phase and is set aside (see
:func:`passnet.runtime.timing.measure_interleaved`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import torch

__all__ = ["PROBE_SECONDS", "HostProbe", "probe_for"]

PROBE_SECONDS = 2.5e-4
"""Length of one probe reading: long enough to average launch jitter, short beside a round."""

_OPS_PER_CALL = 8


class HostProbe:
    """A fixed host-bound workload on ``device`` and the fastest time per call seen so far.

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

    def read(self) -> float:
        """One reading: seconds per workload call over about :data:`PROBE_SECONDS`.

        The first reading also fixes how many calls a reading makes; every reading updates
        :attr:`fastest`.
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
        return per_call

    def slowdown(self) -> float:
        """A fresh reading divided by the fastest seen (>= 1; 1 when nothing was faster)."""
        reading = self.read()
        if not math.isfinite(self.fastest) or self.fastest <= 0:
            return 1.0
        return reading / self.fastest

    def settle(self, seconds: float) -> None:
        """Reads for ``seconds``, so that :attr:`fastest` has seen more than one phase."""
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
    fastest reading accumulates over every job the worker runs."""
    probe = _probes.get(device)
    if probe is None:
        probe = HostProbe(device)
        probe.settle(0.2)
        _probes[device] = probe
    return probe
