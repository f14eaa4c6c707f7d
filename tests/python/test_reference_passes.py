"""The reference passes (passes/reference) on the committed H100 suites: every pass, as one pass
set, matches the smallest subgraph of each of its eval tasks' op sequences in suites/passbench-h100
and of each task of its op family in suites/passbench-v2 (other sizes, eps, momenta and models
than it was written for), and is correct there on the CPU (its Triton kernel in interpreter
mode), through ``passnet bench run`` as a solver's pass would be judged, and every integrity layer
finds it clean. The GPU timings on the H100 suite are in its results/."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest
import torch
import torch.nn.functional as F

from conftest import REPO_ROOT
from passnet.runtime.passes.loader import load_passes
from passnet.runtime.passes.rewrite import PassReport, apply_passes, prepare
from passnet.runtime.sample import load_sample_meta

SUITE = REPO_ROOT / "suites" / "passbench-h100"
SUITE_V2 = REPO_ROOT / "suites" / "passbench-v2"
REFERENCE = REPO_ROOT / "passes" / "reference"
# The eval op sequences each pass was written for (prefixes of their task ids).
TASKS: dict[str, list[str]] = json.loads((REFERENCE / "tasks.json").read_text())
# v2's tasks of the passes' op families, every split: written after the passes, from other models.
V2_FAMILIES = (
    "add_layer_norm-",
    "add_layer_norm_getitem-",
    "batch_norm_silu-",
    "embedding_add-",
    "silu_dropout-",
)


def _elements(folder: Path) -> int:
    """Elements of a subgraph's inputs and weights: what the interpreter will crunch."""
    meta = load_sample_meta(folder)
    return sum(tensor.numel for tensor in (*meta.inputs, *meta.weights))


def _smallest_subgraph(suite: Path, manifests: list[Path]) -> Path:
    candidates = []
    for manifest in manifests:
        for subgraph in json.loads(manifest.read_text())["subgraphs"]:
            folder = suite / subgraph["path"]
            candidates.append((_elements(folder), str(folder)))
    assert candidates, f"no subgraphs in {manifests}"
    return Path(min(candidates)[1])


def test_reference_passes_match_and_are_correct_on_their_tasks(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    assert sorted(TASKS) == sorted({p.parent.name for p in REFERENCE.glob("*/*.py")})
    samples = []
    for prefix in (p for prefixes in TASKS.values() for p in prefixes):
        manifests = sorted((SUITE / "tasks" / "eval").glob(f"{prefix}*.json"))
        assert manifests, f"no eval task {prefix}* in {SUITE}"
        samples.append(_smallest_subgraph(SUITE, manifests))
    for family in V2_FAMILIES:
        manifests = sorted((SUITE_V2 / "tasks").glob(f"*/{family}*.json"))
        assert manifests, f"no task {family}* in {SUITE_V2}"
        samples += [_smallest_subgraph(SUITE_V2, [manifest]) for manifest in manifests]
    listing = tmp_path / "samples.txt"
    listing.write_text("".join(f"{s}\n" for s in samples))
    run = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(listing), "--out", str(run)]
    command += ["--device", "cpu", "--backends", f"eager,passes:{REFERENCE}", "--jobs", "2"]
    # No figure is checked here, and each call of a large subgraph costs the interpreter tens of
    # seconds: the timing is one call, with no warm-up and no calibration before it.
    command += ["--warmup", "0", "--trials", "1", "--min-measure-ms", "0", "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=3000)
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(run / "run.db") as connection:
        rows = connection.execute(
            "SELECT sample, status, error, detail FROM results WHERE backend LIKE 'passes:%'"
        ).fetchall()
    assert len(rows) == len(samples)
    for sample, status, error, detail in rows:
        assert status == "ok", f"{sample}: {status}: {error}"
        replaced = json.loads(detail)["report"]["replacements"]
        assert sum(replaced.values()) >= 1, f"{sample}: nothing replaced ({replaced})"
        verdict = json.loads(detail)["integrity"]
        assert verdict["verdict"] == "clean", f"{sample}: flagged {verdict['violations']}"
        assert verdict["checked"] == ["static", "dispatch", "runtime", "sandbox"]


class _AddLayerNorm(torch.nn.Module):
    """The sum read again (keep_sum) or not; eps given or left at its default; affine or not."""

    def __init__(
        self, shape: tuple[int, ...], eps: float | None, affine: bool, keep_sum: bool
    ) -> None:
        super().__init__()
        self.shape, self.eps, self.keep_sum = shape, eps, keep_sum
        self.weight = torch.nn.Parameter(torch.randn(shape)) if affine else None
        self.bias = torch.nn.Parameter(torch.randn(shape)) if affine else None

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> Any:
        s = a + b
        if self.eps is None:
            y = F.layer_norm(s, self.shape, self.weight, self.bias)
        else:
            y = F.layer_norm(s, self.shape, self.weight, self.bias, self.eps)
        return (y, s) if self.keep_sum else y


class _BatchNormSilu(torch.nn.Module):
    def __init__(self, affine: bool, momentum: float, eps: float, inplace: bool) -> None:
        super().__init__()
        self.norm = torch.nn.BatchNorm2d(6, eps=eps, momentum=momentum, affine=affine).eval()
        self.inplace = inplace
        with torch.no_grad():
            self.norm.running_mean.normal_()
            self.norm.running_var.uniform_(0.5, 2.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = self.norm
        y = F.batch_norm(
            x, n.running_mean, n.running_var, n.weight, n.bias, False, n.momentum, n.eps
        )
        return F.silu(y, inplace=True) if self.inplace else F.silu(y)


def _rewritten(folder: str, model: torch.nn.Module) -> tuple[torch.fx.GraphModule, int]:
    rules = load_passes(REFERENCE / folder).rules
    graph = torch.fx.symbolic_trace(model)
    made = apply_passes(graph, [prepare(r) for r in rules], PassReport([r.name for r in rules]))
    return graph, made


@pytest.mark.parametrize(
    ("a_shape", "b_shape", "shape", "eps", "affine", "keep_sum"),
    [
        ((2, 5, 48), (2, 5, 48), (48,), None, True, False),  # eps left at its default
        ((2, 5, 48), (2, 5, 48), (5, 48), 1e-6, False, False),  # two normalised dims, no affine
        ((2, 5, 48), (1, 5, 48), (48,), 1e-12, True, True),  # a broadcast position embedding
        ((3, 2, 5, 48), (3, 1, 5, 48), (48,), 1e-5, True, True),  # three leading dims
    ],
)
def test_add_layer_norm_covers_sizes_eps_affinity_and_broadcasts(
    a_shape: tuple[int, ...],
    b_shape: tuple[int, ...],
    shape: tuple[int, ...],
    eps: float | None,
    affine: bool,
    keep_sum: bool,
) -> None:
    model = _AddLayerNorm(shape, eps, affine, keep_sum)
    graph, made = _rewritten("add_layer_norm", model)
    assert made == 1
    a, b = torch.randn(a_shape), torch.randn(b_shape)
    with torch.no_grad():
        torch.testing.assert_close(graph(a, b), model(a, b))


@pytest.mark.parametrize("affine", [True, False])
@pytest.mark.parametrize("inplace", [True, False])
def test_batch_norm_silu_covers_momentum_eps_affinity_and_inplace(
    affine: bool, inplace: bool
) -> None:
    model = _BatchNormSilu(affine, momentum=0.01, eps=1e-3, inplace=inplace)
    graph, made = _rewritten("batch_norm_silu", model)
    assert made == 1
    x = torch.randn(2, 6, 5, 5)
    with torch.no_grad():
        torch.testing.assert_close(graph(x), model(x))
