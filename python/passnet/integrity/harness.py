"""Runtime checks of the harness around a pass, as opposed to around its wrapper's calls.

* :class:`HarnessIdentity`: the timers, synchronisation, comparison and harness functions the
  worker relies on, captured at start-up and compared after a pass is imported and after it ran
  (``timer-tamper``).
* :func:`refresh`: fresh values in the *same* input buffers (floats drawn anew with their own
  mean and spread, all-zero ones from N(0, 1); integers shuffled), so a cache keyed by pointer,
  shape or a degenerate input answers wrongly (``inconsistent-output``); :func:`shuffle` permutes
  every tensor between timed measurements, keeping its values.
* :func:`precision_gap`: a candidate whose error against the float64 reference is far above
  eager's own computes in lower precision than the inputs (``precision``).
* :func:`roofline_ms`: the least time a device needs to write the outputs at its measured
  bandwidth (``roofline``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

__all__ = [
    "HarnessIdentity",
    "copy_bandwidth",
    "module_readers",
    "precision_gap",
    "refresh",
    "roofline_ms",
    "shuffle",
    "value_statistics",
]

# Candidate normwise error above this multiple of eager's (against float64), and above a floor of
# a few ulps of the output's dtype, is a precision downgrade: reordering a reduction costs a few
# times eager's error, computing float32 work in float16 hundreds to thousands.
PRECISION_FACTOR = 64.0
PRECISION_FLOOR_ULPS = 16.0


def _watched_objects() -> dict[str, Callable[[], Any]]:
    """Name → how to read it now, for the objects of torch, time and this package."""
    from passnet.integrity import guard

    return {
        "time.perf_counter": lambda: time.perf_counter,
        "time.perf_counter_ns": lambda: time.perf_counter_ns,
        "time.monotonic": lambda: time.monotonic,
        "time.time": lambda: time.time,
        "torch.allclose": lambda: torch.allclose,
        "torch.isclose": lambda: torch.isclose,
        "torch.equal": lambda: torch.equal,
        "torch.testing.assert_close": lambda: torch.testing.assert_close,
        "torch.Tensor.__eq__": lambda: torch.Tensor.__eq__,
        "torch.cuda.synchronize": lambda: torch.cuda.synchronize,
        "torch.cuda.Event": lambda: torch.cuda.Event,
        "torch.cuda.Event.record": lambda: torch.cuda.Event.record,
        "torch.cuda.Event.elapsed_time": lambda: torch.cuda.Event.elapsed_time,
        "torch.cuda.Event.synchronize": lambda: torch.cuda.Event.synchronize,
        "torch.cuda.Event.query": lambda: torch.cuda.Event.query,
        "torch.cuda._sleep": lambda: torch.cuda._sleep,
        "torch.cuda.current_stream": lambda: torch.cuda.current_stream,
        "torch.cuda.Stream.synchronize": lambda: torch.cuda.Stream.synchronize,
        "torch.profiler.profile": lambda: torch.profiler.profile,
        "guard.invoke": lambda: guard.invoke,
        "guard.Monitor.watched": lambda: guard.Monitor.watched,
    }


def module_readers(module: Any, names: Sequence[str]) -> dict[str, Callable[[], Any]]:
    """Readers of ``module.name`` for each name: the caller's own harness functions."""
    return {f"{module.__name__}.{n}": (lambda n=n: getattr(module, n)) for n in names}


class HarnessIdentity:
    """The objects the harness measures and judges with, as they were when captured."""

    def __init__(self, extra: Mapping[str, Callable[[], Any]] | None = None) -> None:
        self._readers = {**_watched_objects(), **(extra or {})}
        self._captured = {name: read() for name, read in self._readers.items()}

    def changed(self) -> list[str]:
        """``name: what it is now`` for every object that is no longer the one captured."""
        changed = []
        for name, read in self._readers.items():
            try:
                now = read()
            except Exception as error:  # deleted or broken: as bad as replaced
                changed.append(f"{name}: unreadable ({type(error).__name__})")
                continue
            if now is not self._captured[name]:
                changed.append(f"{name}: replaced by {now!r}"[:300])
        return changed


def value_statistics(targets: Mapping[str, Any]) -> dict[str, tuple[float, float]]:
    """Mean and standard deviation of each floating tensor of ``targets``, for :func:`refresh`
    (float32 statistics are plenty for drawing values: no float64 copy of a large weight, such as
    an embedding table, on the device)."""
    statistics = {}
    with torch.no_grad():
        for name, tensor in targets.items():
            # a single value has no spread to draw from: refresh leaves it as it is
            if (
                isinstance(tensor, torch.Tensor)
                and tensor.is_floating_point()
                and tensor.numel() > 1
            ):
                exact = tensor.dtype in (torch.float32, torch.float64)
                spread, centre = torch.std_mean(tensor if exact else tensor.float())
                statistics[name] = (float(centre), float(spread))
    return statistics


def refresh(
    targets: Mapping[str, Any],
    generator: torch.Generator,
    index_generator: torch.Generator,
    statistics: Mapping[str, tuple[float, float]] | None = None,
) -> None:
    """New values in the tensors of ``targets``, in place (same buffers): floating tensors are
    drawn anew from a normal distribution with the mean and standard deviation of
    ``statistics`` (:func:`value_statistics` of the replayed values; by default the tensors'
    own), an all-zero one, a degenerate replay such as an empty attention mask, from N(0, 1);
    integer and boolean tensors are shuffled, so indices stay valid. Trials that refresh one set
    again pass the replay's statistics: drawn from the previous trial's values, a trial inherits
    its luck (a mask drawn small stays small). ``generator`` lives on the tensors' device, as
    ``index_generator`` best does (see :func:`shuffle`)."""
    if statistics is None:
        statistics = value_statistics(targets)
    with torch.no_grad():
        for name, tensor in targets.items():
            if not isinstance(tensor, torch.Tensor) or tensor.numel() < 2:
                continue
            if tensor.is_floating_point():
                mean, std = statistics.get(name, (0.0, 0.0))
                if mean == 0 and std == 0:
                    std = 1.0
                if std > 0:
                    tensor.normal_(mean, std, generator=generator)
            elif tensor.is_contiguous():
                shuffle([tensor], index_generator)


def shuffle(targets: Sequence[torch.Tensor], generator: torch.Generator) -> None:
    """Permutes each tensor's elements in place: new values at every address, the same set."""
    with torch.no_grad():
        for tensor in targets:
            if tensor.numel() < 2 or not tensor.is_contiguous():
                continue
            # drawn where the generator lives: a CPU permutation of a large weight, copied over,
            # costs a hundred milliseconds
            order = torch.randperm(tensor.numel(), generator=generator, device=generator.device)
            order = order.to(tensor.device)
            flat = tensor.view(-1)
            flat.copy_(flat[order])


def precision_gap(
    candidate: Sequence[Any], eager: Sequence[Any], wide: Sequence[Any]
) -> str | None:
    """Why the candidate computes in lower precision than eager, or None: for each floating
    output, its normwise error against float64 (``||c - w|| / ||w||``, which near-zero elements
    cannot dominate) compared with eager's."""
    for index, (c, e, w) in enumerate(zip(candidate, eager, wide, strict=False)):
        if not all(isinstance(t, torch.Tensor) for t in (c, e, w)):
            continue
        if not e.is_floating_point() or c.shape != w.shape or e.shape != w.shape:
            continue
        reference = w.double()
        finite = torch.isfinite(reference) & torch.isfinite(e.double()) & torch.isfinite(c.double())
        if not bool(finite.any()):
            continue
        norm = float(reference[finite].norm())
        if norm == 0:
            continue
        candidate_error = float((c.double() - reference)[finite].norm()) / norm
        eager_error = float((e.double() - reference)[finite].norm()) / norm
        floor = PRECISION_FLOOR_ULPS * torch.finfo(e.dtype).eps
        if candidate_error > PRECISION_FACTOR * eager_error + floor:
            return (
                f"output {index}: normwise error {candidate_error:.3g} against float64, "
                f"eager's {eager_error:.3g} ({e.dtype})"
            )
    return None


_bandwidth: dict[str, float] = {}


def copy_bandwidth(device: torch.device, nbytes: int = 256 << 20) -> float | None:
    """Bytes per second the device moves in a device-to-device copy (read plus write), the best
    of five; measured once per device and process. None off CUDA."""
    if device.type != "cuda":
        return None
    key = str(device)
    if key not in _bandwidth:
        source = torch.empty(nbytes, dtype=torch.uint8, device=device)
        target = torch.empty_like(source)
        best = float("inf")
        for _ in range(6):
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            target.copy_(source)
            end.record()
            end.synchronize()
            best = min(best, start.elapsed_time(end) / 1e3)
        del source, target
        _bandwidth[key] = 2 * nbytes / best
    return _bandwidth[key]


def roofline_ms(output_bytes: int, bandwidth: float | None) -> float | None:
    """The least milliseconds in which ``output_bytes`` can be written, or None."""
    if bandwidth is None or bandwidth <= 0 or output_bytes <= 0:
        return None
    return output_bytes / bandwidth * 1e3
