"""Reductions beyond the last dimension and window ops in ``passnet synth``, on real tasks of
suite v2, on the CPU (kernels in Triton's interpreter): a mean over the spatial dimensions, a
mean over the height alone (a strided row), an adaptive average pool to 1 after a batch norm,
each matched under both matchers and correct on every subgraph; a group norm (a group's
channels times its length), correct but for float16 subgraphs where eager's own statistics
flip a gelu an ulp further; a max pool concatenated with a batch norm (a window per element),
correct everywhere but matched by passnet's matcher only; and a reduced value broadcast over
dimensions its source does not have, reported with its reason."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO_ROOT, passnet_matcher_expected

SUITE = REPO_ROOT / "suites" / "passbench-v2"
# About 40 s in all, the group norm (rows of 3,263) and the pool (images of 112 x 112) most.
COVERED = (
    "mean_gelu-d88cfd1c",
    "gelu_getitem_mul-aa436d46",
    "batch_norm_silu_adaptive_avg_pool2d-534556f0",
)
GROUP_NORM = "group_norm_gelu-e6e6f60b"
MAX_POOL = "batch_norm_relu_max_pool2d-11445f8e"
OUTSIDE = "mean_gelu_getitem-8fceba5a"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> Path:
    out = tmp_path_factory.mktemp("synth-reduce") / "set"
    tasks = (*COVERED, GROUP_NORM, MAX_POOL, OUTSIDE)
    command = [sys.executable, "-m", "passnet.synth", "--suite", str(SUITE), "--split", "all"]
    command += ["--out", str(out), "--only", ",".join(tasks), "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _entries(out: Path) -> dict[str, dict[str, object]]:
    data = json.loads((out / "synth-report.json").read_text())
    return {r["task"]: r for r in data["reports"]}


def _checks(entry: dict[str, object]) -> list[dict[str, object]]:
    checks = entry["checks"]
    assert isinstance(checks, list)
    return checks


def test_reductions_over_other_dimensions_are_correct_on_every_subgraph(report: Path) -> None:
    entries = _entries(report)
    for task in COVERED:
        entry = entries[task]
        assert entry["status"] == "covered", entry
        assert entry["template"] == "rows"
        assert entry["matched"] == entry["subgraphs"] == entry["correct"], entry
        assert entry["integrity"] == []
        for check in _checks(entry):
            expected = passnet_matcher_expected(SUITE / "subgraphs" / check["subgraph"])
            assert check["matches"] == {"canonical": 1, "passnet": expected}, check
    source = next((report / COVERED[1]).glob("synth_*.py")).read_text()
    assert "rows_v1 = (s_v1[0], s_v1[1], s_v1[3], )" in source  # the mean over H: W is a row


def test_a_group_norm_misses_only_float16_subgraphs_by_double_rounding(report: Path) -> None:
    entry = _entries(report)[GROUP_NORM]
    assert entry["status"] in ("covered", "partial"), entry
    assert entry["integrity"] == [] and entry["matched"] == entry["subgraphs"]
    failed = [c for c in _checks(entry) if not c["correct"]]
    assert len(failed) <= 2, failed
    subgraphs = SUITE / "subgraphs"
    for check in failed:
        assert "tolerance" in str(check["error"]), check
        meta = (subgraphs / str(check["subgraph"]) / "weight_meta.py").read_text()
        assert "torch.float16" in meta, check


def test_a_max_pool_is_a_window_of_the_elementwise_template(report: Path) -> None:
    entry = _entries(report)[MAX_POOL]
    assert entry["template"] == "elementwise"
    assert entry["correct"] == entry["subgraphs"], entry
    for check in _checks(entry):
        # PassNet's tracer drops F.max_pool2d's keyword arguments: only passnet's matches
        assert check["matches"]["canonical"] == 1, check  # type: ignore[index]


def test_a_reduced_value_broadcast_further_is_reported_with_its_reason(report: Path) -> None:
    entry = _entries(report)[OUTSIDE]
    assert entry["status"] == "uncovered"
    assert "neither row-shaped nor one value per row" in str(entry["reason"]), entry
    assert not (report / OUTSIDE).exists()
