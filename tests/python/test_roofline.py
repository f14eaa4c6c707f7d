"""The roofline of real subgraphs (python -m passnet.runtime.roofline): bytes and FLOPs from one
run on the meta device, and the time the measured peaks give."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from passnet.runtime.roofline import measure_subgraph, product_peak, roofline_ms

SUITE = Path(__file__).resolve().parents[2] / "suites" / "passbench-v3"
PEAKS = {"bandwidth_bytes_per_s": 3e12, "matmul_flops_per_s": {"float32": 5e13, "tf32": 4e14}}


def _first_subgraph(prefix: str) -> Path:
    manifest = sorted((SUITE / "tasks" / "eval").glob(f"{prefix}-*.json"))[0]
    return SUITE / json.loads(manifest.read_text())["subgraphs"][0]["path"]


def test_a_linear_counts_its_product_and_an_elementwise_chain_none() -> None:
    import torch

    linear = _first_subgraph("linear_view")
    entry = measure_subgraph(linear)
    assert entry["run_on"] == "meta", entry
    # The product's FLOPs from the sample's own shapes: 2 * rows * out * in.
    from passnet.runtime.sample import build_inputs

    inputs = build_inputs(linear, device="cpu", fast=True)
    weight = next(t for t in inputs.values() if t.dim() == 2)
    activation = max(inputs.values(), key=lambda t: t.dim())
    rows = math.prod(activation.shape[:-1])
    assert entry["flops"] == 2 * rows * weight.shape[0] * weight.shape[1]
    in_bytes = sum(t.numel() * t.element_size() for t in inputs.values())
    out_bytes = rows * weight.shape[0] * activation.element_size()
    assert entry["bytes"] == in_bytes + out_bytes
    assert entry["dtype"] == str(activation.dtype).removeprefix("torch.")
    assert activation.dtype in (torch.float32, torch.float16, torch.bfloat16)

    relu = measure_subgraph(_first_subgraph("relu_square"))
    assert relu["flops"] == 0 and relu["bytes"] > 0


def test_the_roofline_is_the_slower_of_memory_and_compute() -> None:
    memory_bound = {"bytes": 3_000_000, "flops": 10, "dtype": "bfloat16"}
    assert roofline_ms({**memory_bound}, {**PEAKS, "matmul_flops_per_s": {"bfloat16": 1e15}}) == (
        pytest.approx(1e-3)
    )
    compute_bound = {"bytes": 3, "flops": 5 * 10**10, "dtype": "float32"}
    # float32: the faster of IEEE (5e13) and a third of TF32 (4e14 / 3)
    assert product_peak(PEAKS["matmul_flops_per_s"], "float32") == pytest.approx(4e14 / 3)
    assert roofline_ms(compute_bound, PEAKS) == pytest.approx(1e3 * 5e10 / (4e14 / 3))
    assert roofline_ms({"error": "x"}, PEAKS) is None


def test_the_command_writes_the_suite_file_and_resumes(tmp_path: Path) -> None:
    suite = tmp_path / "suite"
    (suite / "tasks" / "eval").mkdir(parents=True)
    source = _first_subgraph("relu_square")
    shutil.copytree(source, suite / "subgraphs" / source.name)
    task = {"id": "t", "subgraphs": [{"path": f"subgraphs/{source.name}"}]}
    (suite / "tasks" / "eval" / "t.json").write_text(json.dumps(task))
    peaks = tmp_path / "peaks.json"
    peaks.write_text(json.dumps({"device": "GPU A", **PEAKS}))
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "python")}
    command = [sys.executable, "-m", "passnet.runtime.roofline", str(suite), "-q"]
    done = subprocess.run(
        [*command, "--peaks", str(peaks)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    document = json.loads((suite / "roofline.json").read_text())
    entry = document["subgraphs"][f"subgraphs/{source.name}"]
    expected = 1e3 * entry["bytes"] / 3e12
    assert document["devices"]["GPU A"]["roofline_ms"][f"subgraphs/{source.name}"] == (
        pytest.approx(expected)
    )
    again = subprocess.run(command, capture_output=True, text=True, env=env)  # nothing to redo
    assert again.returncode == 0 and json.loads((suite / "roofline.json").read_text()) == document

    (suite / "tasks" / "eval" / "t.json").unlink()
    empty = subprocess.run(command, capture_output=True, text=True, env=env)
    assert empty.returncode == 2 and "no task manifest" in empty.stderr
