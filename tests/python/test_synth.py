"""``passnet synth`` on real tasks of suite v2, on the CPU (kernels in Triton's interpreter):
the passes are written for covered families, match and are correct on every subgraph of their
task under both matchers, are clean under the static integrity layer and import nothing from
passnet; a family outside coverage is reported with its reason; synthesis is byte for byte
reproducible; and the engine's `bench suite run` scores a synthesised set."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from conftest import REPO_ROOT, passnet_matcher_expected

SUITE = REPO_ROOT / "suites" / "passbench-v2"
# One task per kind of element move the elementwise template folds into index arithmetic:
# slices, a negation and a concatenation (rotary embeddings); a roll, a reshape and a
# transpose; a gather (a table indexed by a tensor) with a broadcast add; inference batch_norm
# (statistics read per channel) with relu and add; a constant pad. And one of the row template:
# a residual add and a layer norm, in float32, float16 and bfloat16.
COVERED = (
    "neg_cat_mul-7d91076a",
    "roll_view_transpose-56a3d462",
    "truediv_view_getitem-53efc9d8",
    "batch_norm_relu_add-7e270add",
    "hardtanh_pad-f6507a6e",
    "add_layer_norm-23a531e9",
)
KEYWORD_CALL = "batch_norm_relu_add-7e270add"
OUTSIDE = "addmm_view_split-b98042b5"  # a split of a product: the GEMM epilogue does not take it
# Two unrelated computations (a contiguous unsqueeze beside a pad): a pattern each.
DISCONNECTED = "contiguous_unsqueeze_pad-a8ed852e"
# Rotary slices: an output that is a slice of an input stays out of the pattern (a wrapper
# returning an input's memory is the integrity layer's output-alias).
INPUT_VIEW_OUTPUT = "mul_getitem_neg-fdf13700"


def _synth(out: Path, env: dict[str, str], *tasks: str) -> dict[str, object]:
    command = [sys.executable, "-m", "passnet.synth", "--suite", str(SUITE), "--split", "eval"]
    command += ["--out", str(out), "--only", ",".join(tasks), "-q"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads((out / "synth-report.json").read_text())


@pytest.fixture(scope="module")
def synthesised(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> Path:
    out = tmp_path_factory.mktemp("synth") / "set"
    _synth(out, python_env, *COVERED, OUTSIDE, DISCONNECTED, INPUT_VIEW_OUTPUT)
    return out


def test_covered_tasks_match_and_are_correct_on_every_subgraph(synthesised: Path) -> None:
    report = json.loads((synthesised / "synth-report.json").read_text())
    by_task = {r["task"]: r for r in report["reports"]}
    for task in COVERED:
        entry = by_task[task]
        assert entry["status"] == "covered", entry
        assert entry["template"] == ("rows" if "layer_norm" in task else "elementwise")
        assert entry["matched"] == entry["subgraphs"] == entry["correct"]
        assert entry["integrity"] == []
        # PassNet's matcher normalises only the pattern: where the model wrote a keyword
        # (batch_norm_relu_add's relu(x, inplace=True)) it matches no pattern
        folders = [SUITE / "subgraphs" / c["subgraph"] for c in entry["checks"]]
        expected = [passnet_matcher_expected(folder) for folder in folders]
        assert entry["matched_passnet"] == sum(expected)
        for check, passnet in zip(entry["checks"], expected, strict=True):
            assert check["matches"] == {"canonical": 1, "passnet": passnet}, check
        assert (synthesised / task / "sorted_output_pass_rule_names.json").is_file()
    assert by_task[KEYWORD_CALL]["matched_passnet"] == 0


def test_a_family_outside_coverage_is_reported_with_its_reason(synthesised: Path) -> None:
    report = json.loads((synthesised / "synth-report.json").read_text())
    entry = next(r for r in report["reports"] if r["task"] == OUTSIDE)
    assert entry["status"] == "uncovered"
    assert "split after the product" in entry["reason"]
    assert not (synthesised / OUTSIDE).exists()


def test_unrelated_computations_get_a_pattern_each(synthesised: Path) -> None:
    report = json.loads((synthesised / "synth-report.json").read_text())
    entry = next(r for r in report["reports"] if r["task"] == DISCONNECTED)
    assert entry["status"] == "covered", entry
    assert entry["patterns"] == 2
    assert entry["matched"] == entry["subgraphs"] == entry["correct"]


def test_passes_are_clean_and_import_nothing_from_passnet(
    synthesised: Path, passnet_bin: Path, python_env: dict[str, str]
) -> None:
    done = subprocess.run(
        [str(passnet_bin), "integrity", "check", str(synthesised)],
        env=python_env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for file in synthesised.glob("*/*.py"):
        for node in ast.walk(ast.parse(file.read_text())):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(name.startswith("passnet") for name in names), (file, names)


def test_synthesis_is_byte_for_byte_reproducible(
    synthesised: Path, tmp_path: Path, python_env: dict[str, str]
) -> None:
    again = tmp_path / "again"
    _synth(again, python_env, COVERED[0])
    first = sorted(
        p.relative_to(synthesised / COVERED[0]) for p in (synthesised / COVERED[0]).rglob("*.py")
    )
    assert first
    for relative in first:
        assert (again / COVERED[0] / relative).read_bytes() == (
            synthesised / COVERED[0] / relative
        ).read_bytes()


def test_bench_suite_run_scores_the_synthesised_set(
    synthesised: Path, tmp_path: Path, passnet_bin: Path, python_env: dict[str, str]
) -> None:
    # each task with its own pass folder (`{task}`), as PassNet applies a task's pass_dir
    run = tmp_path / "run"
    env = dict(python_env, TRITON_INTERPRET="1")
    backend = f"passes:{synthesised}/{{task}}"
    command = [str(passnet_bin), "bench", "suite", "run", str(SUITE)]
    command += ["--only", f"{COVERED[2]},{DISCONNECTED},{INPUT_VIEW_OUTPUT}"]
    command += ["--backends", backend, "--device", "cpu", "--out", str(run)]
    command += ["--warmup", "1", "--trials", "3", "--jobs", "2", "-q"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    scores = json.loads((run / "suite-scores.json").read_text())
    overall = scores["overall"][backend]
    assert overall["correct_rate"] == 1.0, overall
    assert scores["integrity"][backend]["flagged"] == 0


def test_runtime_helpers_follow_torch(python_env: dict[str, str]) -> None:
    runtime = REPO_ROOT / "python" / "passnet" / "synth" / "pass_runtime.py"
    namespace: dict[str, object] = {}
    exec(compile(runtime.read_text(), str(runtime), "exec"), namespace)
    index, pieces, view, bshape = (namespace[n] for n in ("_index", "_pieces", "_view", "_bshape"))
    x = torch.empty(5, 7, 9)
    for key in [
        (slice(1, None, 2),),
        (Ellipsis, slice(-3, None)),
        (None, 2, slice(None, None, 3)),
        (slice(-1, -8, -2),),
    ]:
        if any(isinstance(k, slice) and (k.step or 1) < 0 for k in key):
            shape, _ = index(tuple(x.shape), key)  # torch refuses negative steps
            assert shape == (len(range(5)[key[0]]), 7, 9)
            continue
        shape, _ = index(tuple(x.shape), key)
        assert shape == tuple(x[key].shape)
    assert [n for _, n in pieces(10, "tensor_split", 3)] == [
        t.shape[0] for t in torch.arange(10).tensor_split(3)
    ]
    assert [n for _, n in pieces(10, "chunk", 4)] == [t.shape[0] for t in torch.arange(10).chunk(4)]
    assert [n for _, n in pieces(10, "split", 4)] == [t.shape[0] for t in torch.arange(10).split(4)]
    assert [n for _, n in pieces(10, "split", [3, 7])] == [3, 7]
    assert view((4, 6), (2, -1, 3)) == (2, 4, 3)
    assert bshape((3, 1, 5), (4, 1)) == tuple(torch.broadcast_shapes((3, 1, 5), (4, 1)))
    assert os.environ.get("TRITON_INTERPRET") in (None, "0", "1")
