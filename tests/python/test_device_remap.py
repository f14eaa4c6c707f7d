"""DeviceRemapMode: device literals in sample code follow the device the sample runs on."""

from __future__ import annotations

import torch

from passnet.runtime import DeviceRemapMode


def test_cuda_literals_run_on_the_cpu() -> None:
    with DeviceRemapMode("cpu"):
        made = torch.arange(4, device=torch.device("cuda", 0))
        moved = torch.ones(2).to("cuda:0")
        via_index = torch.zeros(1).to(0)
        copied = torch.ones(1).cuda()
    for tensor in (made, moved, via_index, copied):
        assert tensor.device.type == "cpu"


def test_cpu_and_cuda_literals_map_to_a_gpu_target() -> None:
    # Samples captured on the CPU hold device(type="cpu") literals beside inputs that a CUDA run
    # puts on the GPU; both kinds must land on the target (no GPU is needed to check the mapping).
    mode = DeviceRemapMode(torch.device("cuda", 1))
    target = torch.device("cuda", 1)
    assert mode.remap(torch.device("cpu")) == target
    assert mode.remap("cpu") == target
    assert mode.remap("cuda:0") == target
    assert mode.remap(0) == target
    assert mode.remap("meta") == "meta"
    assert mode.remap(None) is None


def test_other_conversions_are_left_alone() -> None:
    reference = torch.ones(2, dtype=torch.float64)
    with DeviceRemapMode("cpu"):
        as_dtype = torch.ones(2).to(torch.float16)
        like = torch.ones(2).to(reference)
        on_meta = torch.empty(3, device="meta")
    assert as_dtype.dtype == torch.float16
    assert like.dtype == torch.float64
    assert on_meta.device.type == "meta"
