"""The row template's outputs reached through element moves, on real tasks of suite v2, on the
CPU (kernels in Triton's interpreter): a layer norm reshaped and permuted to channels first and
one returned beside its last token (views of the kernel's buffer, as eager returns them), and
a layer norm padded and cut into windows (a permute then ``contiguous``: written by the store
where the moves send each element), each matched under both matchers and correct on every
subgraph (float32, float16 and bfloat16), clean under the static integrity layer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO_ROOT, passnet_matcher_expected

SUITE = REPO_ROOT / "suites" / "passbench-v2"
# About 40 s in all, the padded windows most of it (images of 128 x 128).
VIEWED = ("add_layer_norm_reshape-e3c746b0", "add_layer_norm_getitem-ec3edb26")
STORED = "add_layer_norm_pad-8b55e506"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> Path:
    out = tmp_path_factory.mktemp("synth-rows") / "set"
    command = [sys.executable, "-m", "passnet.synth", "--suite", str(SUITE), "--split", "all"]
    command += ["--out", str(out), "--only", ",".join((*VIEWED, STORED)), "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _entries(out: Path) -> dict[str, dict[str, object]]:
    data = json.loads((out / "synth-report.json").read_text())
    return {r["task"]: r for r in data["reports"]}


def test_moved_outputs_match_and_are_correct_on_every_subgraph(report: Path) -> None:
    entries = _entries(report)
    for task in (*VIEWED, STORED):
        entry = entries[task]
        assert entry["status"] == "covered", entry
        assert entry["template"] == "rows"
        assert entry["matched"] == entry["subgraphs"] == entry["correct"], entry
        assert entry["integrity"] == []
        checks = entry["checks"]
        assert isinstance(checks, list)
        for check in checks:
            expected = passnet_matcher_expected(SUITE / "subgraphs" / check["subgraph"])
            assert check["matches"] == {"canonical": 1, "passnet": expected}, check


def _wrapper(out: Path, task: str) -> str:
    source = next((out / task).glob("synth_*.py")).read_text()
    return source[source.index("\ndef _run_0(") : source.index("\n@torch.fx.wrap")]


def test_copy_free_moves_are_views_of_the_kernels_buffer(report: Path) -> None:
    reshaped = _wrapper(report, VIEWED[0])
    assert ".view(" in reshaped and ".permute(0, 3, 1, 2)" in reshaped
    assert reshaped.count("torch.empty(") == 1  # the layer norm's buffer, nothing else
    first_token = _wrapper(report, VIEWED[1])
    assert "[(slice(None, None, None), -1, slice(None, None, None))]" in first_token
    assert first_token.count("torch.empty(") == 1  # the layer norm, returned too


def test_a_pad_and_a_copy_are_written_by_the_store(report: Path) -> None:
    wrapper = _wrapper(report, STORED)
    assert ".permute(" not in wrapper and ".contiguous(" not in wrapper
    assert "fill_(" in wrapper  # only where the pad adds elements
    assert wrapper.count("torch.empty(") == 2  # the windows and the residual sum
