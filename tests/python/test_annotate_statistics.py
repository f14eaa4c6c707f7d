"""Annotation statistics: the queued path a GPU run takes (computed on the device as values are
recorded, read back once) gives what the direct host path gives, non-finite values, integers,
bools and small tensors' data included. CI has no GPU, so the queued path runs on host tensors.
"""

from __future__ import annotations

import math

import pytest
import torch

from passnet.runtime.capture.annotate import _PendingStatistics, describe_value


def _cases() -> list[torch.Tensor]:
    generator = torch.Generator().manual_seed(7)
    with_holes = torch.randn(50, generator=generator)
    with_holes[3] = math.nan
    with_holes[10] = math.inf
    only_holes = torch.tensor([math.nan, -math.inf])
    return [
        torch.randn(4, 33, generator=generator) * 3 + 1,
        torch.randn(7, generator=generator).to(torch.float16),
        torch.randn(5, 5, generator=generator).to(torch.bfloat16).t(),  # not contiguous
        with_holes,
        only_holes,
        torch.tensor([2.5]),
        torch.randint(-9, 9, (3, 40), generator=generator),
        torch.randint(0, 5, (6,), generator=generator, dtype=torch.int32),
        torch.rand(30, generator=generator) > 0.5,
        torch.zeros(0, 3),
    ]


@pytest.mark.parametrize("index", range(len(_cases())))
def test_queued_statistics_equal_the_direct_ones(index: int) -> None:
    tensor = _cases()[index]
    direct = describe_value(tensor)
    pending = _PendingStatistics(queue_host_tensors=True)
    queued = describe_value(tensor, pending=pending)
    assert "mean" not in queued and "min" not in queued  # nothing before resolve()
    pending.resolve()
    assert queued.keys() == direct.keys()
    for key, value in direct.items():
        if isinstance(value, float):
            assert queued[key] == pytest.approx(value, rel=1e-9, abs=1e-12), key
        else:
            assert queued[key] == value, key


def test_values_changed_in_place_later_keep_their_recorded_statistics() -> None:
    pending = _PendingStatistics(queue_host_tensors=True)
    tensor = torch.arange(6, dtype=torch.float32)
    nested = describe_value((tensor, None), pending=pending)
    tensor.mul_(100)
    pending.resolve()
    item = nested["items"][0]
    assert item["max"] == 5.0
    assert item["data"] == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]


def test_values_inside_a_vmap_level_are_described_before_it_exits() -> None:
    # Graphs that build attention masks with vmap (GPT-2 and most decoder LLMs in GraphNet) record
    # batched tensors; queued statistics of those broke once the level exited.
    pending = _PendingStatistics(queue_host_tensors=True)
    seen: list[dict[str, object]] = []

    def body(row: torch.Tensor) -> torch.Tensor:
        seen.append(describe_value(row, pending=pending))
        return row * 2

    torch.vmap(body)(torch.arange(12, dtype=torch.float32).reshape(3, 4))
    pending.resolve()
    assert seen and "mean" in seen[0] and "max" in seen[0]
