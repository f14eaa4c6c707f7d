"""Round trip of real GraphNet samples through the passnet engine, checked in torch.

For each selected corpus sample (see conftest.py): ``passnet graph emit`` writes it back, then

1. ``passnet graph hash`` gives the same hashes for the original and the emitted sample;
2. ``passnet graph show --json`` gives the same IR, ``location`` aside (parse, emit, parse);
3. the original and the emitted model.py, run in torch on CPU with the same seeded inputs,
   give bitwise-identical outputs;
4. ``python -m passnet.runtime.replay`` runs the emitted sample and prints one line per output.

Plus the replay CLI's error on a broken sample and a unit test of input building.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch

from conftest import REPORT, CorpusReport, CorpusSample
from passnet.runtime import (
    SampleMeta,
    build_inputs,
    describe_outputs,
    load_model,
    load_sample_meta,
    run_model,
    run_sample,
    unfilled_inputs,
)
from passnet.runtime import replay as replay_cli

REPLAY_TIMEOUT_S = 600
# The replay CLI's first argument: the samples after it show that one failure stops nothing, and
# the output has a block per sample even when one corpus sample is selected.
NOT_A_SAMPLE = Path("/nonexistent/passnet-replay-probe")


# --------------------------------------------------------------------------------------------
# helpers


def run_passnet(binary: Path, *args: str) -> str:
    """Runs the passnet CLI and returns stdout; fails the test (with stderr) on a non-zero exit."""
    result = subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        pytest.fail(
            f"passnet {' '.join(args)} exited {result.returncode}:\n{result.stderr.strip()}"
        )
    return result.stdout


_emit_lock = threading.Lock()
_emitted: dict[str, Path] = {}


def emit(binary: Path, sample: CorpusSample, work_dir: Path) -> Path:
    """``passnet graph emit`` of a sample, once per session (thread-safe)."""
    with _emit_lock:
        if sample.sample_id not in _emitted:
            out = work_dir / sample.sample_id.replace("/", "__")
            run_passnet(binary, "graph", "emit", str(sample.path), "--out", str(out))
            _emitted[sample.sample_id] = out
        return _emitted[sample.sample_id]


@dataclass(frozen=True)
class EagerOutcome:
    """A forward on CPU: the outputs, or the error when the forward raised."""

    outputs: tuple[Any, ...] | None
    error: str | None


def run_eager(sample: Path) -> EagerOutcome:
    """Builds the seeded inputs, loads model.py and runs forward on CPU without gradients.

    Loading problems (SampleError) propagate: only a failing forward is an eager failure.
    """
    inputs = build_inputs(load_sample_meta(sample), device="cpu")
    model = load_model(sample, device="cpu")
    try:
        with torch.no_grad():
            return EagerOutcome(run_model(model, inputs, device="cpu"), None)
    except Exception as error:
        first_line = (str(error).strip().splitlines() or [""])[0]
        return EagerOutcome(None, f"{type(error).__name__}: {first_line}")


_original_outcomes: dict[str, EagerOutcome] = {}


def original_outcome(sample: CorpusSample) -> EagerOutcome:
    """The eager outcome of the original sample, once per session; failures go to the report."""
    if sample.sample_id not in _original_outcomes:
        outcome = run_eager(sample.path)
        _original_outcomes[sample.sample_id] = outcome
        if outcome.error is not None:
            REPORT.eager_failures[sample.sample_id] = outcome.error
    return _original_outcomes[sample.sample_id]


_INT_VIEW = {2: torch.int16, 4: torch.int32, 8: torch.int64}


def bitwise_mismatch(a: object, b: object) -> str | None:
    """None when ``a`` and ``b`` are bitwise identical (NaNs equal to NaNs), else why not."""
    if isinstance(a, torch.Tensor) != isinstance(b, torch.Tensor):
        return f"types differ: {type(a).__name__} vs {type(b).__name__}"
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
        return None if a == b else f"values differ: {a!r} vs {b!r}"
    if a.dtype != b.dtype:
        return f"dtypes differ: {a.dtype} vs {b.dtype}"
    if a.shape != b.shape:
        return f"shapes differ: {list(a.shape)} vs {list(b.shape)}"
    if torch.equal(a, b) and not (a.is_floating_point() or a.is_complex()):
        return None
    if a.is_complex():
        a, b = torch.view_as_real(a), torch.view_as_real(b)
    if a.is_floating_point():
        both_nan = torch.isnan(a) & torch.isnan(b)
        view = _INT_VIEW[a.element_size()]
        same = (a.view(view) == b.view(view)) | both_nan
    else:
        same = a == b
    if bool(same.all()):
        return None
    return f"{int((~same).sum())} of {same.numel()} elements differ"


# --------------------------------------------------------------------------------------------
# fixtures


@pytest.fixture
def emitted(passnet_bin: Path, corpus_sample: CorpusSample, work_dir: Path) -> Path:
    """The corpus sample written back by ``passnet graph emit``."""
    return emit(passnet_bin, corpus_sample, work_dir)


@dataclass(frozen=True)
class Replayed:
    """One sample's block of the replay CLI's output: its lines, or its error."""

    lines: list[str]
    error: str | None


def split_replay_output(stdout: str) -> dict[str, Replayed]:
    """The replay CLI's output for several samples, by sample folder: each block opens with
    ``# SAMPLE``, and a failed sample's block is ``# error: MESSAGE``."""
    blocks: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in stdout.splitlines():
        if line.startswith("# ") and not line.startswith("# error: "):
            current = blocks.setdefault(line[2:], [])
        else:
            assert current is not None, f"output before the first sample's line: {line!r}"
            current.append(line)
    return {
        sample: Replayed([], lines[0][len("# error: ") :])
        if lines[:1] and lines[0].startswith("# error: ")
        else Replayed(lines, None)
        for sample, lines in blocks.items()
    }


@pytest.fixture(scope="session")
def replay_runs(
    request: pytest.FixtureRequest,
    passnet_bin: Path,
    work_dir: Path,
    python_env: dict[str, str],
) -> Iterator[Future[tuple[subprocess.CompletedProcess[str], dict[str, Replayed]]]]:
    """Runs the replay CLI once, in the background, on every emitted sample whose replay test was
    collected: one process for all of them, as the CLI allows, since its torch import costs
    seconds and most samples milliseconds. Resolves to the process and each sample's block, by
    sample id."""

    samples: dict[str, CorpusSample] = {}
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        if getattr(item, "originalname", "") == "test_replay_cli_on_emitted" and callspec:
            sample = callspec.params.get("corpus_sample")
            if isinstance(sample, CorpusSample):
                samples[sample.sample_id] = sample

    def replay() -> tuple[subprocess.CompletedProcess[str], dict[str, Replayed]]:
        folders = {str(emit(passnet_bin, s, work_dir)): i for i, s in samples.items()}
        command = [sys.executable, "-m", "passnet.runtime.replay", str(NOT_A_SAMPLE), *folders]
        done = subprocess.run(
            command, capture_output=True, text=True, env=python_env, timeout=REPLAY_TIMEOUT_S
        )
        assert done.returncode == 1, done.stderr  # one sample failed: the exit status says so
        blocks = split_replay_output(done.stdout)
        assert blocks.pop(str(NOT_A_SAMPLE)).error is not None, done.stdout
        return done, {folders[folder]: block for folder, block in blocks.items()}

    with ThreadPoolExecutor(max_workers=1) as pool:
        yield pool.submit(replay)


# --------------------------------------------------------------------------------------------
# corpus round trip


def test_hash_roundtrip(passnet_bin: Path, corpus_sample: CorpusSample, emitted: Path) -> None:
    original = run_passnet(passnet_bin, "graph", "hash", str(corpus_sample.path))
    written = run_passnet(passnet_bin, "graph", "hash", str(emitted))
    assert original.startswith("graph ")
    assert written == original


def test_ir_roundtrip(passnet_bin: Path, corpus_sample: CorpusSample, emitted: Path) -> None:
    original = json.loads(
        run_passnet(passnet_bin, "graph", "show", "--json", str(corpus_sample.path))
    )
    written = json.loads(run_passnet(passnet_bin, "graph", "show", "--json", str(emitted)))
    assert original.pop("location") != written.pop("location")
    assert original["nodes"], "the original sample parsed to an empty graph"
    assert written == original


def test_torch_outputs_identical(
    corpus_sample: CorpusSample, emitted: Path, corpus_report: CorpusReport
) -> None:
    original_inputs = build_inputs(corpus_sample.path, device="cpu")
    written_inputs = build_inputs(emitted, device="cpu")
    assert list(written_inputs) == list(original_inputs)
    for name, tensor in original_inputs.items():
        mismatch = bitwise_mismatch(tensor, written_inputs[name])
        assert mismatch is None, f"input {name}: {mismatch}"
    del original_inputs, written_inputs

    original = original_outcome(corpus_sample)
    written = run_eager(emitted)
    if original.error is not None:
        assert corpus_report.eager_failures[corpus_sample.sample_id] == original.error
        # The emitted sample must fail the same way; the sample itself is what is broken.
        assert written.error is not None, "emitted sample runs although the original fails"
        assert written.error.split(":")[0] == original.error.split(":")[0]
        pytest.xfail(f"original sample fails eager on CPU: {original.error}")
    assert written.error is None, f"emitted sample fails: {written.error}"
    assert original.outputs is not None and written.outputs is not None
    assert len(written.outputs) == len(original.outputs)
    for index, (a, b) in enumerate(zip(original.outputs, written.outputs, strict=True)):
        mismatch = bitwise_mismatch(a, b)
        assert mismatch is None, f"output {index}: {mismatch}"


def test_replay_cli_on_emitted(
    passnet_bin: Path,
    corpus_sample: CorpusSample,
    emitted: Path,
    replay_runs: Future[tuple[subprocess.CompletedProcess[str], dict[str, Replayed]]],
) -> None:
    original = original_outcome(corpus_sample)
    done, blocks = replay_runs.result()
    result = blocks[corpus_sample.sample_id]
    if original.error is not None:
        assert result.error is not None, done.stderr
        assert f"error: {result.error}" in done.stderr
        pytest.xfail(f"original sample fails eager on CPU: {original.error}")
    assert result.error is None, done.stderr
    lines = result.lines
    ir = json.loads(run_passnet(passnet_bin, "graph", "show", "--json", str(emitted)))
    assert len(lines) == len(ir["outputs"])
    assert original.outputs is not None
    expected = [
        (
            f"{d['index']}\t{d['shape']}\t{d['dtype']}"
            if d["dtype"]
            else f"{d['index']}\t-\t{d['type']}"
        )
        for d in describe_outputs(original.outputs)
    ]
    assert lines == expected


# --------------------------------------------------------------------------------------------
# replay CLI errors and input building on hand-made samples


def test_replay_cli_missing_weight_meta(tmp_path: Path, python_env: dict[str, str]) -> None:
    sample = tmp_path / "broken"
    sample.mkdir()
    (sample / "model.py").write_text(
        "import torch\n\nclass GraphModule(torch.nn.Module):\n"
        "    def forward(self, x):\n        return (x,)\n"
    )
    (sample / "input_meta.py").write_text("")
    result = subprocess.run(
        [sys.executable, "-m", "passnet.runtime.replay", str(sample)],
        capture_output=True,
        text=True,
        env=python_env,
        timeout=REPLAY_TIMEOUT_S,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    error_lines = result.stderr.strip().splitlines()
    assert len(error_lines) == 1, result.stderr
    assert "weight_meta.py" in error_lines[0]
    assert str(sample) in error_lines[0]


def test_replay_cli_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        replay_cli.main(["--seed", "not-a-number", "somewhere"])
    assert exit_info.value.code == 2
    assert "--seed" in capsys.readouterr().err


TINY_MODEL = """\
import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, lit, ids, mask, x, big, z):
        pos = torch.arange(4, dtype=torch.int64, device=device(type="cuda", index=0))
        moved = x.to(device(type="cuda", index=0))
        total = moved.sum() + big.sum() + z.cuda().sum()
        picked = ids.to(device=device(type="cuda", index=0)) + pos.sum()
        return (total, picked, mask.logical_not(), lit * 2)
"""

# File order differs from alphabetical class order on purpose: draws follow the class names.
TINY_WEIGHT_META = """\
class Program_weight_tensor_meta_z:
    name = "z"
    shape = [8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = None
    std = None
    data = None


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 1000.0
    data = None
    min_val = -1.5
    max_val = 2.0


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [4, 5]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None


class Program_weight_tensor_meta_lit:
    name = "lit"
    shape = [2, 2]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [1, 2, 3, 4]


class Program_weight_tensor_meta_ids:
    name = "ids"
    shape = [64]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 3
    max_val = 7


class Program_weight_tensor_meta_big:
    name = "big"
    shape = [3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 500.0
    std = 0.0
    data = None
"""


@pytest.fixture
def tiny_sample(tmp_path: Path) -> Path:
    """A hand-made sample with every replay rule and CUDA device literals in its code."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "model.py").write_text(TINY_MODEL)
    (folder / "weight_meta.py").write_text(TINY_WEIGHT_META)
    (folder / "input_meta.py").write_text("")
    (folder / "graph_net.json").write_text('{"framework": "torch", "source": "test"}\n')
    return folder


def test_build_inputs_rules(tiny_sample: Path) -> None:
    inputs = build_inputs(tiny_sample, seed=123, device="cpu")
    # GraphNet order: alphabetical by class name, not file order.
    assert list(inputs) == ["big", "ids", "lit", "mask", "x", "z"]
    assert all(t.device.type == "cpu" for t in inputs.values())

    assert torch.equal(inputs["lit"], torch.tensor([[1, 2], [3, 4]]))

    ids = inputs["ids"]
    assert ids.dtype == torch.int64 and ids.shape == (64,)
    assert int(ids.min()) >= 3 and int(ids.max()) <= 7
    assert set(ids.tolist()) == {3, 4, 5, 6, 7}  # max_val is inclusive

    mask = inputs["mask"]
    assert mask.dtype == torch.bool and mask.shape == (4, 5)
    assert 0 < int(mask.sum()) < mask.numel()

    x = inputs["x"]
    assert x.dtype == torch.float32
    assert float(x.min()) == -1.5 and float(x.max()) == 2.0  # clamped to min_val/max_val

    assert torch.equal(inputs["big"], torch.full((3,), 100.0))  # std 0 -> mean, then +-100 clamp
    assert inputs["z"].dtype == torch.float16

    # The exact numpy stream: seed, the integer range first, then the rest in class order.
    np.random.seed(123)
    expected_ids = np.random.randint(3, 8, size=[64])
    np.random.rand(4, 5)  # mask
    expected_x = np.clip(np.random.randn(1000) * 1000.0 * 0.2, -1.5, 2.0)
    expected_z = np.random.randn(8) * 0.1 * 0.2
    assert ids.tolist() == expected_ids.tolist()
    assert torch.equal(x, torch.from_numpy(expected_x).float())
    assert torch.equal(inputs["z"], torch.from_numpy(expected_z).half())


def test_unfilled_inputs_are_build_inputs_without_the_drawing(tiny_sample: Path) -> None:
    built = build_inputs(tiny_sample, seed=123, device="cpu")
    unfilled = unfilled_inputs(tiny_sample, device="cpu")
    assert list(unfilled) == list(built)
    for name, tensor in unfilled.items():
        assert (tensor.shape, tensor.dtype, tensor.device) == (
            built[name].shape,
            built[name].dtype,
            built[name].device,
        ), name
    assert torch.equal(unfilled["lit"], built["lit"])  # literal data is kept


def _graphnet_replay(meta: SampleMeta, seed: int) -> dict[str, torch.Tensor]:
    """GraphNet's replay of floating weights as its runner writes it, one temporary per step:
    what build_inputs' in-place shortcuts must reproduce bit for bit."""
    np.random.seed(seed)
    torch.manual_seed(seed)
    built: dict[str, torch.Tensor] = {}
    for tensor_meta in meta.weights:
        std = 0.1 if tensor_meta.std is None else tensor_meta.std
        mean = 0 if tensor_meta.mean is None else tensor_meta.mean
        values = np.random.randn(*tensor_meta.shape) * std * 0.2 + mean
        tensor = torch.from_numpy(np.asarray(values)).to(tensor_meta.dtype)
        if tensor_meta.min_val is not None:
            tensor = torch.clamp(tensor, min=tensor_meta.min_val)
        if tensor_meta.max_val is not None:
            tensor = torch.clamp(tensor, max=tensor_meta.max_val)
        tensor = torch.where(torch.isfinite(tensor), tensor, torch.randn_like(tensor) * 0.01)
        built[tensor_meta.name] = torch.clamp(tensor, min=-100.0, max=100.0)
    return built


OVERFLOWING_WEIGHT_META = """\
class Program_weight_tensor_meta_a:
    name = "a"
    shape = [6, 5]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 60000.0
    std = 50000.0
    data = None


class Program_weight_tensor_meta_b:
    name = "b"
    shape = []
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.5
    std = 3.0
    data = None


class Program_weight_tensor_meta_c:
    name = "c"
    shape = [7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1
    std = 2
    data = None
    min_val = -0.25
    max_val = 0.5


class Program_weight_tensor_meta_d:
    name = "d"
    shape = [33]
    dtype = "torch.float64"
    device = "cuda:0"
    mean = -200.0
    std = 1000.0
    data = None
"""


def test_build_inputs_is_graphnet_replay_bit_for_bit(tmp_path: Path) -> None:
    # Float tensors only, some overflowing float16 (GraphNet replaces those values from torch's
    # stream), a scalar, bounds and float64 sharing numpy's memory: values and both generators
    # must end where GraphNet's plain recipe leaves them.
    folder = tmp_path / "overflowing"
    folder.mkdir()
    (folder / "weight_meta.py").write_text(OVERFLOWING_WEIGHT_META)
    (folder / "model.py").write_text("import torch\n")
    meta = load_sample_meta(folder)
    built = build_inputs(meta, seed=5)
    after = (torch.get_rng_state(), np.random.get_state()[1].copy())
    expected = _graphnet_replay(meta, seed=5)
    replaced = expected["a"].abs() < 1  # overflowed to infinity, then drawn from torch's stream
    assert bool(replaced.any()) and not bool(replaced.all())
    assert list(built) == list(expected)
    for name, tensor in expected.items():
        assert built[name].dtype == tensor.dtype, name
        assert torch.equal(built[name], tensor), name
    assert torch.equal(after[0], torch.get_rng_state())
    assert np.array_equal(after[1], np.random.get_state()[1])


def test_build_inputs_seed(tiny_sample: Path) -> None:
    meta = load_sample_meta(tiny_sample)
    first = build_inputs(meta, seed=123)
    again = build_inputs(meta, seed=123)
    other = build_inputs(meta, seed=7)
    for name in first:
        assert torch.equal(first[name], again[name]), name
    assert not torch.equal(first["x"], other["x"])
    assert not torch.equal(first["ids"], other["ids"])
    assert torch.equal(first["lit"], other["lit"])  # literal data does not depend on the seed


def test_run_on_cpu_maps_cuda_literals(tiny_sample: Path) -> None:
    outputs = run_sample(tiny_sample, device="cpu")
    assert not [name for name in sys.modules if name.startswith("_passnet_")]
    assert isinstance(outputs, tuple) and len(outputs) == 4
    assert all(t.device.type == "cpu" for t in outputs)
    inputs = build_inputs(tiny_sample)
    assert torch.equal(outputs[1], inputs["ids"] + 6)
    assert torch.equal(outputs[3], inputs["lit"] * 2)


def test_replay_main_json(tiny_sample: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert replay_cli.main([str(tiny_sample), "--json", "--seed", "5"]) == 0
    described = json.loads(capsys.readouterr().out)
    assert described == [
        {"index": 0, "shape": [], "dtype": "torch.float32"},
        {"index": 1, "shape": [64], "dtype": "torch.int64"},
        {"index": 2, "shape": [4, 5], "dtype": "torch.bool"},
        {"index": 3, "shape": [2, 2], "dtype": "torch.int64"},
    ]
