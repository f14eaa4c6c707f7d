"""Whole models through `bench run` with a pass set (issue 36, item 3), on the CPU: the backend
``model-passes:SET`` applies the set as ``passnet.backend`` does, so a model it does not match
runs as Inductor compiles it instead of failing, and each result carries what matched. Two
GraphNet-format samples, one that the example attention pass matches and one it does not."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from conftest import REPO_ROOT

pytest.importorskip("triton")

SAMPLES = REPO_ROOT / "examples" / "samples"
PASS_SET = REPO_ROOT / "examples" / "passes" / "attention_softmax"


@pytest.mark.parametrize("invocation", ["dynamo", "direct"])
def test_a_whole_model_run_reports_the_matches_per_model(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path, invocation: str
) -> None:
    samples = tmp_path / "samples.txt"
    samples.write_text(f"{SAMPLES / 'attention_scores'}\n{SAMPLES / 'mlp_block'}\n")
    backend = f"model-passes:{PASS_SET}"
    run = tmp_path / "run"
    done = subprocess.run(
        [str(passnet_bin), "bench", "run", "--samples", str(samples), "--backends",
         f"inductor,{backend}", "--device", "cpu", "--invocation", invocation, "--trials", "3",
         "--warmup", "1", "--inductor-rounds",  # on the CPU off unless asked
         "--max-remeasure", "0",  # every round pairs, however noisy the host is meanwhile
         "--out", str(run), "-q"],
        env=python_env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    with sqlite3.connect(run / "run.db") as db:
        rows = db.execute(
            "SELECT sample, status, detail FROM results WHERE backend = ?", (backend,)
        ).fetchall()
    by_model = {Path(sample).name: (status, json.loads(detail)) for sample, status, detail in rows}
    assert set(by_model) == {"attention_scores", "mlp_block"}
    for status, detail in by_model.values():
        assert status == "ok" and detail["correctness"]["status"] == "ok"
    matched = by_model["attention_scores"][1]["report"]
    assert matched["replacements"] == 1 and matched["rewritten_graphs"] == 1
    assert matched["sets"][0]["replacements"] == {"FuseScaleMaskSoftmax": 1}
    unmatched = by_model["mlp_block"][1]["report"]
    assert unmatched["replacements"] == 0 and unmatched["declined"] == []
    # The profile after the first calls: the kernel (interpreted here) holds most of the call.
    share = matched["time_share"]
    assert share["basis"] == "cpu ops" and share["calls"] == 5
    assert 0.2 < share["rules"]["FuseScaleMaskSoftmax"] == share["share"] <= 1.0, share
    assert unmatched["time_share"]["share"] == 0.0

    # `bench report` says which passes paid off in which model, over Inductor in the same run.
    shown = subprocess.run(
        [str(passnet_bin), "bench", "report", str(run), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert shown.returncode == 0, shown.stderr
    backends = {b["backend"]: b for b in json.loads(shown.stdout)["backends"]}
    models = {Path(m["sample"]).name: m for m in backends[backend]["models"]}
    with sqlite3.connect(run / "run.db") as db:
        speedups = {
            (Path(sample).name, name): value
            for sample, name, value in db.execute(
                "SELECT sample, backend, speedup_e2e FROM results WHERE status = 'ok'"
            )
        }
    assert models["attention_scores"]["rules"] == {"FuseScaleMaskSoftmax": 1}
    assert models["mlp_block"]["replacements"] == 0
    assert models["attention_scores"]["time_share"] == share["share"]
    for name, model in models.items():
        # Timed with Inductor in the same rounds, not a ratio of two sessions' speedups.
        paired = by_model[name][1]["speedup_over_inductor"]
        assert paired is not None and model["over_inductor_same_rounds"] is True
        assert model["over_inductor"] == pytest.approx(paired, rel=1e-12)
        sessions = speedups[(name, backend)] / speedups[(name, "inductor")]
        assert model["over_inductor"] != pytest.approx(sessions, rel=1e-12)
    summary = backends[backend]["model_summary"]
    assert summary["models"] == 1 and summary["ci"] is None
    assert summary["gmean_over_inductor"] == pytest.approx(
        models["attention_scores"]["over_inductor"]
    )
    if invocation == "direct":
        _check_the_prediction(passnet_bin, python_env, tmp_path, run, models["attention_scores"])


def _check_the_prediction(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path, run: Path, model: dict
) -> None:
    """The model's gain predicted from a task run with the same set: 1 - f + r f, r the rule's
    speedup over Inductor on the subgraph it replaced, f its share of the model's time."""
    tasks = tmp_path / "tasks"
    listing = tmp_path / "task-samples.txt"
    listing.write_text(f"{SAMPLES / 'attention_scores'}\n")
    done = subprocess.run(
        [str(passnet_bin), "bench", "run", "--samples", str(listing), "--backends",
         f"inductor,passes+inductor:{PASS_SET}", "--device", "cpu", "--invocation", "direct",
         "--trials", "3", "--warmup", "1", "--inductor-rounds", "--max-remeasure", "0",
         "--out", str(tasks), "-q"],
        env=python_env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    with sqlite3.connect(tasks / "run.db") as db:
        (detail,) = db.execute(
            "SELECT detail FROM results WHERE backend = ?", (f"passes+inductor:{PASS_SET}",)
        ).fetchone()
    r = json.loads(detail)["speedup_over_inductor"]  # the same rounds'
    assert r is not None
    shown = subprocess.run(
        [str(passnet_bin), "bench", "report", str(run), "--predict-from", str(tasks), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert shown.returncode == 0, shown.stderr
    (backend,) = [b for b in json.loads(shown.stdout)["backends"] if b["models"]]
    assert backend["predicted_from"] == f"passes+inductor:{PASS_SET}"
    predicted = {Path(m["sample"]).name: m["predicted_over_inductor"] for m in backend["models"]}
    f = model["time_share"]
    assert predicted["attention_scores"] == pytest.approx(1 - f + r * f, rel=1e-9)
    assert predicted["mlp_block"] is None  # nothing matched there: nothing to predict
    assert backend["model_summary"]["predicted_gmean"] == pytest.approx(1 - f + r * f)

    # A task run without the set says what it has instead.
    wrong = subprocess.run(
        [str(passnet_bin), "bench", "report", str(run), "--predict-from", str(run)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert wrong.returncode != 0
    expected = "no passes+inductor:SET or passes:SET or passnet-passes:SET backend applies"
    assert expected in wrong.stderr, wrong.stderr
    # And a run of no whole models has nothing to predict.
    tasks_only = subprocess.run(
        [str(passnet_bin), "bench", "report", str(tasks), "--predict-from", str(tasks)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert tasks_only.returncode != 0
    assert "no model-passes:SET backend" in tasks_only.stderr, tasks_only.stderr


def test_a_suites_parents_are_found_under_the_corpus_roots(
    passnet_bin: Path, tmp_path: Path
) -> None:
    """Each subgraph names its parent sample (subgraph_sources.json): found under the corpus
    root by its path, or else by its graph hash (a suite that recorded the path of a copy), and
    listed for `bench run`; the others are said to be missing."""
    hashed = subprocess.run(
        [str(passnet_bin), "graph", "hash", str(SAMPLES / "mlp_block")],
        capture_output=True, text=True, timeout=60, check=True,
    ).stdout.split()[1]  # fmt: skip
    suite = tmp_path / "suite"
    entries = []
    tasks = {
        "attn": {"parent": "samples/attention_scores"},
        "other": {"parent": "samples/gone_model", "parent_graph_hash": "0" * 32},
        "copied": {"parent": "/tmp/picked/007-mlp_block", "parent_graph_hash": hashed},
    }
    for task, sources in tasks.items():
        folder = suite / "subgraphs" / task
        shutil.copytree(SAMPLES / "attention_scores", folder)
        (folder / "subgraph_sources.json").write_text(json.dumps(sources))
        manifest = {"id": task, "split": "eval", "subgraphs": [{"path": f"subgraphs/{task}"}]}
        (suite / "tasks" / "eval").mkdir(parents=True, exist_ok=True)
        (suite / "tasks" / "eval" / f"{task}.json").write_text(json.dumps(manifest))
        entries.append({"id": task, "manifest": f"tasks/eval/{task}.json", "split": "eval"})
    (suite / "suite.json").write_text(json.dumps({"tasks": entries}))
    listing = tmp_path / "parents.txt"
    done = subprocess.run(
        [str(passnet_bin), "bench", "suite", "parents", str(suite), "--corpus",
         str(REPO_ROOT / "examples"), "--out", str(listing), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    parents = {p["parent"]: p for p in json.loads(done.stdout)["parents"]}
    assert parents["samples/attention_scores"]["found"] == str(SAMPLES / "attention_scores")
    assert parents["samples/attention_scores"]["tasks"] == ["attn"]
    assert parents["samples/gone_model"]["found"] is None
    assert parents["/tmp/picked/007-mlp_block"]["found"] == str(SAMPLES / "mlp_block")
    assert sorted(listing.read_text().split()) == sorted(
        [str(SAMPLES / "attention_scores"), str(SAMPLES / "mlp_block")]
    )
    missing = subprocess.run(
        [str(passnet_bin), "bench", "suite", "parents", str(suite), "--corpus",
         str(tmp_path / "nowhere")],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert missing.returncode != 0 and "not a folder" in missing.stderr
