"""``passnet extract fusible`` end to end on the CPU: annotation, prefix compiles with Inductor,
kernel counting, fusible groups written as samples that load, run and re-parse to their hash,
and a re-run that compiles nothing (the kernel counts are cached in the DB)."""

from __future__ import annotations

import itertools
import json
import shutil
import sqlite3
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import torch

from conftest import REPO_ROOT, find_corpus, write_sample

EXAMPLES = REPO_ROOT / "examples" / "samples"


def _run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr
    return done


def _mining_samples(folder: Path) -> Path:
    """Three examples and one small real sample, copied into FOLDER."""
    for example in ("conv_bn_relu", "attention_scores", "mlp_block"):
        shutil.copytree(EXAMPLES / example, folder / example)
    corpus = find_corpus()
    if corpus is not None:
        shutil.copytree(corpus / "torchgeometric" / "GCN", folder / "GCN")
    return folder


@dataclass(frozen=True)
class PrefixMining:
    """One run of the per-prefix method, which compiles every prefix of every window: the
    end-to-end test and the comparison with the groups method both read it."""

    samples: Path
    db: Path
    out: Path
    command: list[str]
    first: dict[str, Any]


@pytest.fixture(scope="module")
def prefix_mining(
    passnet_bin: Path, python_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory
) -> PrefixMining:
    root = tmp_path_factory.mktemp("prefix-mining")
    samples = _mining_samples(root / "samples")
    db = root / "d.db"
    out = root / "out"
    _run([str(passnet_bin), "dataset", "index", str(samples), "--db", str(db), "-q"], python_env)
    command = [str(passnet_bin), "extract", "fusible", "--db", str(db), "--out", str(out)]
    command += ["--compile-workers", "2", "--window", "12", "--fusible-method", "prefix", "--json"]
    first = json.loads(_run(command, python_env).stdout)
    return PrefixMining(samples, db, out, command, first)


def test_fusible_groups_end_to_end(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path, prefix_mining: PrefixMining
) -> None:
    samples, db, out = prefix_mining.samples, prefix_mining.db, prefix_mining.out
    command, first = prefix_mining.command, prefix_mining.first
    assert first["samples"] == len(list(samples.iterdir()))
    mining = first["fusible"]["mining"]
    assert mining["parents"] == first["samples"]
    assert mining["parents_failed"] == 0, mining["parent_errors"]
    assert mining["tallies"]["prefixes_compiled"] >= 2 * first["samples"]
    assert mining["found"] >= 3
    # The pool's time: every compile lies inside its job, and the two workers started.
    pool = first["fusible"]["pool"]
    assert 0 < pool["compile_seconds"] < pool["job_seconds"]
    assert pool["worker_starts"] == 2
    assert 0 < pool["busy_share"] <= 1
    assert 0 < mining["record_seconds"] < mining["seconds"]
    emitted = sorted((out / "fusible").iterdir())
    assert len(emitted) == mining["written"] >= 3
    for folder in emitted:
        sources = json.loads((folder / "subgraph_sources.json").read_text())
        assert sources["kind"] == "fusible"
        begin, end = sources["range"]
        assert end - begin >= 2
        hashed = _run([str(passnet_bin), "graph", "hash", str(folder)], python_env).stdout
        assert f"graph {folder.name}" in hashed
    replay = [sys.executable, "-m", "passnet.runtime.replay", "--json", *map(str, emitted)]
    replayed = [json.loads(line) for line in _run(replay, python_env).stdout.splitlines()]
    assert [r["sample"] for r in replayed] == [str(f) for f in emitted]
    assert all(r["outputs"] for r in replayed), replayed
    with sqlite3.connect(db) as connection:
        origins = connection.execute(
            "SELECT COUNT(*) FROM subgraph_origins WHERE kind = 'fusible'"
        ).fetchone()[0]
        counted = connection.execute("SELECT COUNT(*) FROM kernel_counts").fetchone()[0]
    assert origins == mining["found"]
    assert 0 < counted <= mining["tallies"]["prefixes_compiled"]
    # A second run finds the same groups and compiles nothing.
    again = json.loads(_run(command, python_env).stdout)["fusible"]["mining"]
    assert again["found"] == mining["found"]
    assert again["written"] == 0
    assert again["tallies"].get("prefixes_compiled", 0) == 0
    assert again["tallies"]["prefixes_cached"] >= mining["tallies"]["prefixes_compiled"]

    # PassBench curation over what was found: measure eager and inductor, then curate.
    run = tmp_path / "run"
    bench = [str(passnet_bin), "bench", "run", "--samples", str(out / "fusible"), "--out", str(run)]
    bench += ["--device", "cpu", "--backends", "eager,inductor", "--trials", "3", "--warmup", "1"]
    _run([*bench, "-q"], python_env)
    suite = tmp_path / "suite"
    curate = [str(passnet_bin), "bench", "curate", "--db", str(db), "--runs", str(run)]
    curate += ["--out", str(suite), "--max-speedup", "1000", "--json"]
    index = json.loads(_run(curate, python_env).stdout)
    assert index["counts"]["measured"] == mining["written"]
    tasks = index["tasks"]
    assert tasks and sum(t["subgraphs"] for t in tasks) <= mining["written"]
    assert index["environment"]["torch"] == torch.__version__
    patterns_by_split: dict[str, set[str]] = {"train": set(), "eval": set()}
    for entry in tasks:
        manifest = json.loads((suite / entry["manifest"]).read_text())
        patterns_by_split[manifest["split"]].add(manifest["key"]["pattern_hash"])
        for subgraph in manifest["subgraphs"]:
            assert (suite / subgraph["path"] / "model.py").is_file()
            assert subgraph["inductor_kernels"] is not None
    assert not patterns_by_split["train"] & patterns_by_split["eval"]
    first = (suite / "suite.json").read_text()
    with sqlite3.connect(db) as connection:
        counted_before = connection.execute("SELECT COUNT(*) FROM kernel_counts").fetchone()[0]
    _run(curate, python_env)
    assert (suite / "suite.json").read_text() == first  # same inputs, same bytes
    with sqlite3.connect(db) as connection:  # kernel counts came from the cache
        assert connection.execute("SELECT COUNT(*) FROM kernel_counts").fetchone()[0] == (
            counted_before
        )


def test_fusible_time_box_keeps_what_it_found_and_the_next_run_resumes(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    samples = tmp_path / "samples"
    for example in ("mlp_block", "attention_scores"):
        shutil.copytree(EXAMPLES / example, samples / example)
    db = tmp_path / "d.db"
    _run([str(passnet_bin), "dataset", "index", str(samples), "--db", str(db), "-q"], python_env)
    command = [str(passnet_bin), "extract", "fusible", "--db", str(db), "--out", str(tmp_path)]
    command += ["--compile-workers", "1", "--window", "12", "--json"]
    # One second is over before the first compile worker has imported torch: the analysis stops
    # with what the compiles in flight brought, and the command still succeeds.
    boxed = json.loads(_run([*command, "--fusible-seconds", "1"], python_env).stdout)
    assert boxed["fusible"]["out_of_time"] is True
    stopped = boxed["fusible"]["mining"]
    complete = json.loads(_run(command, python_env).stdout)["fusible"]
    assert complete["out_of_time"] is False
    finished = complete["mining"]
    assert finished["parents_failed"] == 0, finished["parent_errors"]
    assert finished["tallies"]["prefixes_cached"] >= stopped["tallies"].get("prefixes_compiled", 0)
    assert finished["found"] >= stopped["found"]
    assert finished["tallies"]["prefixes_compiled"] > 0  # the rest was analysed now


def _fusible_ranges(db: Path) -> dict[str, set[tuple[int, int]]]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute(
            "SELECT parent, range_begin, range_end FROM subgraph_origins WHERE kind = 'fusible'"
        ).fetchall()
    ranges: dict[str, set[tuple[int, int]]] = {}
    for parent, begin, end in rows:
        ranges.setdefault(Path(parent).name, set()).add((begin, end))
    return ranges


def test_one_compile_per_window_against_the_per_prefix_method(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path, prefix_mining: PrefixMining
) -> None:
    """The groups method compiles each window once and reads Inductor's kernel groups; on the
    CPU it must find the per-prefix method's ranges where the two agree by construction
    (docs/prefix-analysis.md says where they differ)."""
    samples = _mining_samples(tmp_path / "samples")
    db = tmp_path / "groups.db"
    _run([str(passnet_bin), "dataset", "index", str(samples), "--db", str(db), "-q"], python_env)
    command = [str(passnet_bin), "extract", "fusible", "--db", str(db), "--json"]
    command += ["--out", str(tmp_path / "out-groups"), "--compile-workers", "2"]
    command += ["--window", "12", "--fusible-method", "groups"]
    summary = json.loads(_run(command, python_env).stdout)["fusible"]
    prefix, groups = prefix_mining.first["fusible"]["mining"], summary["mining"]
    assert summary["method"] == "groups"
    assert groups["parents_failed"] == 0 and not groups["tallies"].get("prefixes_failed")
    # One compile per window, against one per prefix.
    assert groups["tallies"]["prefixes_compiled"] < prefix["tallies"]["prefixes_compiled"] / 2
    by_method = {"prefix": _fusible_ranges(prefix_mining.db), "groups": _fusible_ranges(db)}
    # attention_scores: mul+add fuse, the softmax takes the second matmul (an extern kernel,
    # not counted on the CPU) and the permute; both methods see exactly that.
    assert by_method["groups"]["attention_scores"] == {(2, 4), (4, 7)}
    assert by_method["prefix"]["attention_scores"] == {(2, 4), (4, 7)}
    for ranges in by_method["groups"].values():
        assert all(2 <= end - begin <= 64 for begin, end in ranges)
        ordered = sorted(ranges)
        assert all(a[1] <= b[0] for a, b in itertools.pairwise(ordered))  # disjoint
    # Re-running reads the groups from the DB's cache: nothing compiles.
    again = [str(passnet_bin), "extract", "fusible", "--db", str(db), "--json"]
    again += ["--out", str(tmp_path / "out-groups"), "--fusible-method", "groups", "--window", "12"]
    rerun = json.loads(_run(again, python_env).stdout)["fusible"]["mining"]
    assert rerun["tallies"].get("prefixes_compiled", 0) == 0
    assert _fusible_ranges(db) == by_method["groups"]


def _write_cholesky_sample(folder: Path, layers_before: int, layers_after: int) -> int:
    """A chain of MLP layers with a least-squares solve against the Cholesky factor of the
    input's Gram matrix in the middle; returns the Cholesky's op index. Whole, the Gram matrix is
    positive definite; replayed from its mean and standard deviation as the input of a piece (it
    has too many elements for its values to be kept), it is not. A groups compile runs nothing
    and would not notice, but the solve's rank depends on values, a graph break, so a piece
    holding it is run and fails."""
    layer = (
        "a = torch._C._nn.linear(h, w, b)\n"
        'g = torch.nn.functional.gelu(a, approximate="tanh")\n'
        "d = torch.nn.functional.dropout(g, 0.0, False, False)\n"
        "p = torch._C._nn.linear(d, w, b)\n"
        "r = h + p\n"
        "h = torch.nn.functional.layer_norm(r, (32,), lw, lb, 1e-05)\n"
    )
    forward = "t = x.t()\ngram = torch.matmul(x, t)\nh = x\n" + layer * layers_before
    forward += "chol = torch.linalg.cholesky(gram)\nfit = torch.linalg.lstsq(chol, h)\n"
    forward += "h = fit[0]\n"
    forward += layer * layers_after + "return (h,)\n"
    tensors = {"x": [16, 32], "w": [32, 32], "b": [32], "lw": [32], "lb": [32]}
    write_sample(
        folder, forward, {name: (shape, "torch.float32") for name, shape in tensors.items()}
    )
    return 2 + 6 * layers_before


def test_a_failed_chunk_is_compiled_again_window_by_window(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    """A chunk whose compile fails costs the groups method the windows of one small part, not
    the whole chunk's: the chunk holding the Cholesky and the solve has a graph break, so it is
    run, and fails in eager (its Gram matrix input is replayed at random); its parts one window
    apart compile, and only the part holding the Cholesky stays lost."""
    samples = tmp_path / "samples"
    window = 12
    cholesky = _write_cholesky_sample(samples / "cholesky_chain", 16, 10)
    db = tmp_path / "d.db"
    _run([str(passnet_bin), "dataset", "index", str(samples), "--db", str(db), "-q"], python_env)
    command = [str(passnet_bin), "extract", "fusible", "--db", str(db), "--json"]
    command += ["--out", str(tmp_path / "out"), "--compile-workers", "2"]
    command += ["--window", str(window), "--fusible-method", "groups"]
    mining = json.loads(_run(command, python_env).stdout)["fusible"]["mining"]
    assert mining["parents_failed"] == 0, mining["parent_errors"]
    retried = [note for note in mining["notes"] if "compiled again in" in note]
    assert len(retried) == 1, mining["notes"]
    begin, end = (int(v) for v in retried[0].split("[", 1)[1].split(")", 1)[0].split(", "))
    assert begin < cholesky < end and "eager_fail" in retried[0]
    # Inside the failed chunk, ranges were found again; the ops no range covers lie around the
    # Cholesky, in the parts whose input is the Gram matrix (without the retry: the whole chunk).
    ranges = _fusible_ranges(db)["cholesky_chain"]
    covered = {op for b, e in ranges for op in range(b, e)}
    lost = [op for op in range(begin, end) if op not in covered]
    assert lost, sorted(ranges)
    assert all(abs(op - cholesky) <= 2 * window for op in lost), (begin, end, lost)
