"""Running GraphNet samples in torch: metadata loading, input replay, model import and forward.

Importing this package imports torch.
"""

from __future__ import annotations

from passnet.runtime.sample import (
    DEFAULT_SEED,
    DeviceRemapMode,
    SampleError,
    SampleMeta,
    TensorMeta,
    build_inputs,
    describe_outputs,
    load_model,
    load_sample_meta,
    load_tensor_meta,
    replay_tensor,
    run_model,
    run_sample,
    set_seed,
    unfilled_inputs,
)

__all__: list[str] = [
    "DEFAULT_SEED",
    "DeviceRemapMode",
    "SampleError",
    "SampleMeta",
    "TensorMeta",
    "build_inputs",
    "describe_outputs",
    "load_model",
    "load_sample_meta",
    "load_tensor_meta",
    "replay_tensor",
    "run_model",
    "run_sample",
    "set_seed",
    "unfilled_inputs",
]
