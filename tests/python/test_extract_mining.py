"""``passnet extract all`` end to end on the CPU: real annotation on workers, classical subgraphs
from Recursive Folding, single-op subgraphs, dtype variants checked by running them, and the
per-kind counts in ``dataset stats``. Every emitted subgraph must load, run on replayed inputs,
and re-parse to the graph hash it is stored under; a sample that fails never stops the batch;
running again adds nothing.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
import torch

from conftest import REPO_ROOT, find_corpus
from passnet.runtime.sample import build_inputs, load_model, load_sample_meta, run_model

EXAMPLES = REPO_ROOT / "examples" / "samples"

# Small real samples: a GNN, a CNN and a transformer, all quick on two cores.
REAL = ("torchgeometric/GCN", "torchvision/squeezenet1_0", "transformers-auto-model/distilgpt2")

# A float32 subgraph whose second op always computes in float64: its variants must be refused.
UPCAST_MODEL = """import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_ * 2
        b = a.double()
        c = b.sum(-1)
        return (c,)
"""

# A sample that fails when run (the view does not fit): annotated as failed, never mined.
BROKEN_MODEL = """import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_.view(5, 7)
        b = a + 1
        return (b,)
"""

META = """class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [4, 6]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None
"""


def _write_sample(folder: Path, model: str) -> None:
    folder.mkdir(parents=True)
    (folder / "model.py").write_text(model)
    (folder / "weight_meta.py").write_text(META)
    (folder / "graph_net.json").write_text(json.dumps({"framework": "torch", "source": "tests"}))


def _run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1500)
    assert done.returncode == 0, done.stderr[-4000:]
    return done


def _runs(folder: Path) -> None:
    meta = load_sample_meta(folder)
    model = load_model(folder)
    with torch.no_grad():
        outputs = run_model(model, build_inputs(meta))
    assert outputs, folder


@pytest.fixture(scope="module")
def mined(
    passnet_bin: Path, python_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, object]:
    root = tmp_path_factory.mktemp("mining")
    samples = root / "samples"
    for example in ("conv_bn_relu", "attention_scores", "mlp_block"):
        shutil.copytree(EXAMPLES / example, samples / example)
    corpus = find_corpus()
    if corpus is not None:
        for sample_id in REAL:
            shutil.copytree(corpus / sample_id, samples / sample_id.replace("/", "_"))
    _write_sample(samples / "upcast", UPCAST_MODEL)
    _write_sample(samples / "broken", BROKEN_MODEL)
    db = root / "d.db"
    out = root / "out"
    _run([str(passnet_bin), "dataset", "index", str(samples), "--db", str(db), "-q"], python_env)
    command = [str(passnet_bin), "extract", "all", "--db", str(db), "--out", str(out)]
    command += ["--no-fusible", "--variant-kinds", "classical,single_op", "--json", "-q"]
    first = json.loads(_run(command, python_env).stdout)
    again = json.loads(_run(command, python_env).stdout)
    stats = _run([str(passnet_bin), "dataset", "stats", "--db", str(db), "--json"], python_env)
    return {
        "db": db,
        "out": out,
        "first": first,
        "again": again,
        "stats": json.loads(stats.stdout),
        "samples": sorted(p.name for p in samples.iterdir()),
        "real": corpus is not None,
    }


def test_every_sample_is_annotated_and_the_broken_one_is_reported(
    mined: dict[str, object],
) -> None:
    first = mined["first"]
    assert isinstance(first, dict)
    annotate = first["annotate"]
    assert annotate["annotated"] == len(mined["samples"])  # type: ignore[arg-type]
    assert annotate["failed"] == 1
    errors = first["single_op"]["mining"]["parent_errors"]
    assert [Path(e["sample"]).name for e in errors] == ["broken"]
    assert "annotation failed" in errors[0]["error"]


def test_classical_and_single_op_subgraphs_are_found_and_deduplicated(
    mined: dict[str, object],
) -> None:
    first = mined["first"]
    assert isinstance(first, dict)
    classical = first["classical"]["mining"]
    single = first["single_op"]["mining"]
    assert first["classical"]["folding"]["motifs"] >= 1
    assert classical["found"] >= 2 and classical["written"] >= 1
    assert single["found"] > single["written"] > 10  # repeated ops collapse
    kinds = {k["kind"]: k for k in mined["stats"]["subgraphs"]["kinds"]}  # type: ignore[index]
    assert kinds["single_op"]["found"] == single["found"]
    assert kinds["single_op"]["distinct"] == single["written"]
    assert 0 < kinds["single_op"]["unique_share"] < 1
    assert kinds["classical"]["distinct"] == classical["written"]
    assert kinds["single_op"]["patterns"] <= kinds["single_op"]["distinct"]
    if mined["real"]:  # distilgpt2 builds its attention mask under vmap: must annotate
        assert not any("distilgpt2" in e["sample"] for e in single["parent_errors"])


def test_running_again_adds_nothing(mined: dict[str, object]) -> None:
    again = mined["again"]
    first = mined["first"]
    assert isinstance(again, dict) and isinstance(first, dict)
    # A failed annotation is kept too (--retry-failed would run it again).
    assert again["annotate"]["annotated"] == 0
    assert again["annotate"]["up_to_date"] == len(mined["samples"])  # type: ignore[arg-type]
    for kind in ("classical", "single_op"):
        assert again[kind]["mining"]["found"] == first[kind]["mining"]["found"]
        assert again[kind]["mining"]["written"] == 0
    assert again["variants"]["made"] == 0
    with sqlite3.connect(mined["db"]) as db:  # type: ignore[arg-type]
        origins = db.execute("SELECT COUNT(*) FROM subgraph_origins").fetchone()[0]
    found = sum(first[k]["mining"]["found"] for k in ("classical", "single_op"))
    assert origins == found


def test_every_emitted_subgraph_loads_runs_and_keeps_its_hash(
    mined: dict[str, object], passnet_bin: Path, python_env: dict[str, str]
) -> None:
    with sqlite3.connect(mined["db"]) as db:  # type: ignore[arg-type]
        rows = db.execute("SELECT kind, graph_hash, folder, op_count FROM subgraphs").fetchall()
    assert rows
    for kind, graph_hash, folder, op_count in rows:
        path = Path(folder)
        assert path.parent.name == kind and path.name == graph_hash
        sources = json.loads((path / "subgraph_sources.json").read_text())
        assert sources["kind"] == kind
        if kind == "single_op":
            assert op_count >= 1
        _runs(path)
    hashes = _run([str(passnet_bin), "graph", "hash", *[r[2] for r in rows[:1]]], python_env)
    assert f"graph {rows[0][1]}" in hashes.stdout
    for _, graph_hash, folder, _ in rows:
        printed = _run([str(passnet_bin), "graph", "hash", folder], python_env).stdout
        assert printed.splitlines()[0] == f"graph {graph_hash}", folder


def test_dtype_variants_run_in_their_dtype_or_are_refused(mined: dict[str, object]) -> None:
    variants = mined["first"]["variants"]  # type: ignore[index]
    assert variants["made"] >= 2
    with sqlite3.connect(mined["db"]) as db:  # type: ignore[arg-type]
        made = db.execute(
            "SELECT folder, dtype, variant_of FROM subgraphs WHERE variant_of IS NOT NULL"
        ).fetchall()
        refused = db.execute("SELECT base_hash, dtype, reason FROM variant_refusals").fetchall()
    assert {dtype for _, dtype, _ in made} == {"torch.float16", "torch.bfloat16"}
    for folder, dtype, base in made:
        sources = json.loads((Path(folder) / "subgraph_sources.json").read_text())
        assert sources["dtype_variant"] == {"of": base, "dtype": dtype}
        meta = load_sample_meta(folder)
        floating = [t.dtype for t in (*meta.inputs, *meta.weights) if t.dtype.is_floating_point]
        assert floating and all(str(d) == dtype for d in floating)
    # The upcast sample's subgraphs that hold the float64 cast are refused for both dtypes.
    upcast = [r for r in refused if "float64" in r[2]]
    assert {dtype for _, dtype, _ in upcast} == {"torch.float16", "torch.bfloat16"}
