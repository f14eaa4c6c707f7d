"""The device's clock, and measurements the host cannot slow down.

A CUDA event is a timestamp taken when the device reaches it in its stream. Recorded right after
a synchronisation, the start event is reached at once, while the host is still launching the
first call: the device then idles until the launch arrives, and that idle time is inside the
measurement. So is any later stall of the launching thread longer than the work already queued.
On the shared H100 hosts this made device figures bimodal: one 64-call graph of a 1.1 us
subgraph read 2.1 us a call in one process (one replay per measurement, launched by a slow
host) and 1.15 us in another, the same graph.

So a device-timed measurement first queues a **hold**, a kernel that spins for a while (as
nvbench's blocking kernel does), then the start event, the calls and the end event. The host
launches everything while the device spins; when the device leaves the hold it finds the calls
queued behind the start event and runs them back to back. Whether that worked is checked, not
assumed: if the device had already reached the start event by the time the host queued the end
event, the host fell behind, so the measurement is taken again with a longer hold
(:class:`Hold`). The hold adapts to how long the host takes to launch, so it costs the device a
few times the launch time per measurement and no more.

The clock is an interface (:class:`DeviceClock`) so that the logic runs on the CPU against a
fake device with a queue.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import torch

__all__ = ["CudaEvents", "DeviceClock", "Hold", "held_measurement"]

HOLD_ATTEMPTS = 4
"""Tries per measurement before one where the host fell behind is kept (and counted)."""


class DeviceClock(Protocol):
    """Timestamps in the device's stream, queued by the host in stream order."""

    def mark(self) -> Any:
        """Queues a timestamp; the device takes it when it reaches it."""
        ...

    def elapsed_ms(self, start: Any, end: Any) -> float:
        """Milliseconds between two timestamps the device has taken."""
        ...

    def reached(self, mark: Any) -> bool:
        """Whether the device has taken ``mark`` yet (no waiting)."""
        ...

    def hold(self, ms: float) -> None:
        """Queues about ``ms`` of device work that needs nothing from the host."""
        ...


class CudaEvents:
    """The real clock: CUDA events on the current stream, and ``torch.cuda._sleep`` for holds.

    ``_sleep`` spins a number of clock cycles; cycles per millisecond are read once, the highest
    of a few readings, so that a hold lasts at least what was asked at lower clocks too (and the
    check in :func:`held_measurement` catches one that did not)."""

    CALIBRATION_CYCLES = 1_000_000

    def __init__(self, device: torch.device) -> None:
        self.device = device
        self._cycles_per_ms: float | None = None

    def mark(self) -> torch.cuda.Event:
        event = torch.cuda.Event(enable_timing=True)
        event.record()
        return event

    def elapsed_ms(self, start: torch.cuda.Event, end: torch.cuda.Event) -> float:
        return float(start.elapsed_time(end))

    def reached(self, mark: torch.cuda.Event) -> bool:
        return bool(mark.query())

    def hold(self, ms: float) -> None:
        torch.cuda._sleep(max(int(ms * self._rate()), 1))

    def _rate(self) -> float:
        if self._cycles_per_ms is None:
            readings = []
            for _ in range(3):
                torch.cuda.synchronize(self.device)
                start = self.mark()
                torch.cuda._sleep(self.CALIBRATION_CYCLES)
                end = self.mark()
                torch.cuda.synchronize(self.device)
                readings.append(self.CALIBRATION_CYCLES / max(self.elapsed_ms(start, end), 1e-6))
            self._cycles_per_ms = max(readings)
        return self._cycles_per_ms


@dataclass
class Hold:
    """How long the device spins before a measurement: a few times what the host last took to
    launch one, longer after the host fell behind, shorter when it has been far too long.

    ``retried`` counts measurements taken again because the host fell behind; ``unheld`` those
    kept after :data:`HOLD_ATTEMPTS` tries (their figures include idle time of the device)."""

    ms: float = 0.2
    least_ms: float = 0.05
    most_ms: float = 50.0
    margin: float = 3.0
    retried: int = 0
    unheld: int = 0

    def fell_behind(self, launch_ms: float) -> None:
        self.retried += 1
        self.ms = min(self.most_ms, max(2 * self.ms, self.margin * launch_ms))

    def kept(self, launch_ms: float) -> None:
        wanted = max(self.least_ms, self.margin * launch_ms)
        if wanted > self.ms:
            self.ms = min(self.most_ms, wanted)
        elif self.ms > 2 * wanted:
            self.ms = max(wanted, self.ms / 2)


def held_measurement(
    call: Callable[[], Any],
    calls: int,
    clock: DeviceClock,
    hold: Hold,
    host_clock: Callable[[], float],
    sync: Callable[[], None],
) -> tuple[float, float]:
    """``calls`` back-to-back calls behind a hold; returns ``(launch_ms, device_ms)``, the
    host's time to launch them and the device's time to run them, both for all calls."""
    attempt = 1
    while True:
        sync()
        clock.hold(hold.ms)
        start = clock.mark()
        began = host_clock()
        for _ in range(calls):
            call()
        end = clock.mark()
        launch_ms = (host_clock() - began) * 1e3
        fell_behind = clock.reached(start)
        sync()
        if not fell_behind:
            hold.kept(launch_ms)
            return launch_ms, clock.elapsed_ms(start, end)
        if attempt == HOLD_ATTEMPTS:
            hold.unheld += 1
            return launch_ms, clock.elapsed_ms(start, end)
        hold.fell_behind(launch_ms)
        attempt += 1
