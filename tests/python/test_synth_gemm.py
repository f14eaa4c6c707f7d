"""The GEMM template of ``passnet synth`` on real tasks of suite v2, on the CPU (kernels in
Triton's interpreter): a linear whose output is transposed and reshaped by the store, a
reshape of the input folded into the product's loads, and a matmul scaled by a 0-d tensor with
a second, transposed output, each matched under both matchers and correct on every subgraph
(float32, float16 and bfloat16), clean under the static integrity layer; a product the
template does not take (a batched matmul) is reported with its reason."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO_ROOT, passnet_matcher_expected

SUITE = REPO_ROOT / "suites" / "passbench-v2"
# Tasks of small subgraphs (about a minute in all): an epilogue (transpose, then view, written
# by the store), a prologue (reshape and contiguous of the input, with a bias), a matmul with a
# pointwise op and two outputs, and a batched matmul followed by a transpose.
COVERED = (
    "linear_transpose_view-3e73337f",
    "reshape_contiguous_linear-8603d05e",
    "matmul_mul_t-22338455",
    "matmul_transpose-575cc079",
)
OUTSIDE = "addmm_view_split-b98042b5"  # a split after the product: written per piece, not yet


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory, python_env: dict[str, str]) -> Path:
    out = tmp_path_factory.mktemp("synth-gemm") / "set"
    command = [sys.executable, "-m", "passnet.synth", "--suite", str(SUITE), "--split", "eval"]
    command += ["--out", str(out), "--only", ",".join((*COVERED, OUTSIDE)), "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _entries(out: Path) -> dict[str, dict[str, object]]:
    data = json.loads((out / "synth-report.json").read_text())
    return {r["task"]: r for r in data["reports"]}


def test_gemm_tasks_match_and_are_correct_on_every_subgraph(report: Path) -> None:
    entries = _entries(report)
    for task in COVERED:
        entry = entries[task]
        assert entry["status"] == "covered", entry
        assert entry["template"] == "gemm"
        assert entry["matched"] == entry["subgraphs"] == entry["correct"], entry
        assert entry["integrity"] == []
        checks = entry["checks"]
        assert isinstance(checks, list)
        for check in checks:
            expected = passnet_matcher_expected(SUITE / "subgraphs" / check["subgraph"])
            assert check["matches"] == {"canonical": 1, "passnet": expected}, check
            assert check["correct"], check


def test_the_store_writes_the_layout_and_the_pass_is_self_contained(report: Path) -> None:
    source = next((report / COVERED[0]).glob("synth_*.py")).read_text()
    assert "tl.dot(" in source and "torch.empty(" in source
    assert "passnet" not in "".join(
        line for line in source.splitlines() if line.startswith(("import", "from"))
    )


def test_a_batched_matmul_reads_each_operand_at_its_batch_index(report: Path) -> None:
    source = next((report / COVERED[3]).glob("synth_*.py")).read_text()
    assert "bz = pid //" in source and "batch * triton.cdiv(rows, block_m)" in source


def test_an_epilogue_outside_the_template_is_reported_with_its_reason(report: Path) -> None:
    entry = _entries(report)[OUTSIDE]
    assert entry["status"] == "uncovered"
    assert "split after the product" in str(entry["reason"]), entry
    assert not (report / OUTSIDE).exists()


@pytest.mark.parametrize("task", [COVERED[0], COVERED[3]])
def test_a_product_split_over_the_depth_is_correct(
    report: Path, tmp_path: Path, task: str, python_env: dict[str, str]
) -> None:
    """The GPU splits a small product's depth over programs (the last one of a tile sums the
    partial tiles and runs the epilogue); the interpreter never picks a split on its own, so
    the pass's configuration is forced to 32 x 32 x 32 tiles split 3 ways (a depth not a
    multiple of the split's share) and the pass verified on two subgraphs of its task (small
    tiles cost the interpreter a program each)."""
    folder = tmp_path / task
    folder.mkdir()
    for source in (report / task).iterdir():
        text = source.read_text()
        if source.suffix == ".py":
            cpu = "        return block_m, block_n, min(max(_pow2(depth), 16), 512), 1, 1\n"
            assert cpu in text
            text = text.replace(cpu, "        return 32, 32, 32, 1, 3 if splits else 1\n")
        (folder / source.name).write_text(text)
    manifest = json.loads((SUITE / "tasks" / "eval" / f"{task}.json").read_text())
    subgraphs = [str(SUITE / entry["path"]) for entry in manifest["subgraphs"][:2]]
    script = (
        "import json, sys, torch\n"
        "from pathlib import Path\n"
        "from passnet.synth.verify import verify_pass\n"
        "result = verify_pass(Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]], "
        "torch.device('cpu'))\n"
        "print(json.dumps({'passed': result.passed, 'integrity': result.integrity, "
        "'checks': [c.to_json() for c in result.subgraphs]}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(folder), *subgraphs],
        env=python_env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["passed"] and result["checks"], result
    assert "SPLIT > 1" in next(folder.glob("synth_*.py")).read_text()
