"""A sample's floor on CUDA: what its eager call costs with the host taken out.

Two figures, measured once per sample (``floor`` in a request) and stored with eager's result:

* ``cuda_graph``: eager's call captured in a CUDA graph and replayed (CUDA-event time per
  replay): the kernels eager launches, back to back, with no Python, dispatcher or launch cost;
* ``kernel``: the device time of eager's kernels per call (``torch.profiler``), gaps excluded.

A backend's distance to the floor (its end-to-end time over ``cuda_graph``) says how much of
its call is host overhead that a pass or a compiler could still remove; on PassBench's
subgraphs it is most of the call (docs/timing.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from passnet.runtime.worker.job import Job, one_line
from passnet.runtime.worker.timing import (
    cuda_graph_time,
    kernel_time,
    recover_after_capture_failure,
)

__all__ = ["measure_floor"]


def measure_floor(job: Job, call: Callable[[], Any]) -> dict[str, Any]:
    """The protocol's ``floor`` object: ``cuda_graph`` and ``kernel`` statistics (ms per call),
    each None with its error in ``errors`` when it could not be measured."""
    floor: dict[str, Any] = {"cuda_graph": None, "kernel": None, "errors": {}}
    try:
        stats, _ = cuda_graph_time(call, job.timer, job.request.timing, None)
        floor["cuda_graph"] = stats.to_json()
    except Exception as error:  # not every eager call can be captured
        floor["errors"]["cuda_graph"] = one_line(error)
        recover_after_capture_failure(job.device)
    try:
        floor["kernel"] = kernel_time(
            call, job.device, job.request.timing.kernel_trials, None
        ).to_json()
    except Exception as error:  # the profiler may be unavailable
        floor["errors"]["kernel"] = one_line(error)
    return floor
