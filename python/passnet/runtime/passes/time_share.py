"""The share of a whole model's time that its pass replacements hold (issue 36, item 3), from
``torch.profiler``: a model's gain over Inductor can only be what the replaced regions' share of
its time allows, so ``bench report`` sets the measured gain beside this share.

Every replacement runs as one of the ``passnet_pass`` custom ops (:mod:`.backend`), and the
profiler records each op call with what ran inside it. On CUDA the share is the device time of
the kernels launched inside each rule's op calls over the device time of every kernel of the
profiled calls; on the CPU it is the op calls' time over the time of every outermost op the
calls made (the gaps between ops are Python's and the profiler's).
The calls are profiled after the timed ones and outside them, so the profiler's overhead
reaches no figure.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

OP_NAMESPACE = "passnet_pass::"


@dataclass
class TimeShare:
    """Per rule, the fraction of the profiled calls' time in its replacements."""

    basis: str  # "cuda kernels" or "cpu ops"
    calls: int
    total_ms: float  # per call, on that basis
    rules: dict[str, float] = field(default_factory=dict)

    def total(self) -> float:
        return sum(self.rules.values())

    def to_json(self) -> dict[str, Any]:
        return {
            "basis": self.basis,
            "calls": self.calls,
            "total_ms": self.total_ms,
            "share": self.total(),
            "rules": dict(self.rules),
        }


def measure_time_share(
    call: Callable[[], Any],
    rule_of_op: Mapping[str, str],
    device: torch.device,
    calls: int = 5,
    rule_of_kernel: Mapping[str, str] | None = None,
) -> TimeShare:
    """Profiles CALLS calls of CALL; RULE_OF_OP maps a custom op's name (``passnet_pass::NAME``)
    to the rule it replaces for, RULE_OF_KERNEL a lowered replacement's Triton kernel (its
    function's name) to its rule: lowered, a replacement is no op call, only its kernels."""
    from torch.profiler import ProfilerActivity, profile

    cuda = device.type == "cuda"
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    with profile(activities=activities) as prof:
        started = time.perf_counter()
        for _ in range(calls):
            call()
        if cuda:
            torch.cuda.synchronize(device)
        wall = time.perf_counter() - started
    return share_of(prof.events(), rule_of_op, rule_of_kernel or {}, cuda, calls, wall)


def share_of(
    events: Sequence[Any],
    rule_of_op: Mapping[str, str],
    rule_of_kernel: Mapping[str, str],
    cuda: bool,
    calls: int,
    wall: float,
) -> TimeShare:
    """The shares from the profiler's EVENTS (``FunctionEvent``s) of CALLS calls that took WALL
    seconds."""
    device_kind = torch.autograd.DeviceType.CUDA
    by_rule: dict[str, float] = {}
    for event in events:
        rule = rule_of_op.get(event.name)
        if rule is not None:
            spent = event.device_time_total if cuda else event.cpu_time_total
        elif cuda and event.device_type == device_kind and rule_of_kernel:
            rule = rule_of_kernel.get(event.name)
            spent = event.device_time_total
        if rule is None:
            continue
        by_rule[rule] = by_rule.get(rule, 0.0) + spent
    if cuda:
        # Each kernel once: the device's own events where the profiler lists them, else the
        # outermost host ops' (a kernel counts in every op around it).
        kernels = [e for e in events if e.device_type == device_kind]
        outermost = [e for e in events if e.cpu_parent is None]
        total_us = sum(e.device_time_total for e in (kernels or outermost))
    else:
        # The outermost ops' time: the gaps between them are the profiler's and Python's.
        total_us = sum(e.cpu_time_total for e in events if e.cpu_parent is None) or wall * 1e6
    share = TimeShare("cuda kernels" if cuda else "cpu ops", calls, total_us / calls / 1000.0)
    if total_us > 0:
        share.rules = {rule: spent / total_us for rule, spent in sorted(by_rule.items())}
    return share
