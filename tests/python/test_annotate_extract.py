"""Shape annotation and range decomposition, end to end.

1. The runtime's rewritten forward names nodes exactly as the engine does (crafted corner cases
   and real samples, compared with ``passnet graph show --json``).
2. Annotations of real samples: output shapes and dtypes match a plain eager run; meta and real
   mode agree on every node's shape and dtype.
3. Bad samples: a forward that raises gives a failure record naming the node; control flow is a
   rewrite failure; through ``passnet graph annotate``, samples that raise, crash, hang or do not
   parse are recorded as failed and the batch goes on; the worker answers ``annotate``.
4. ``passnet extract range`` refuses a cut through a multi-output node and bad bounds.
5. Composition: real samples from several sources are cut at valid points into 3-4 pieces with
   the CLI; running the pieces in sequence, each fed the previous pieces' real outputs, gives the
   parent's outputs exactly (torch.equal on CPU), and every value the pieces exchange equals the
   parent's value of that node.
"""

from __future__ import annotations

import ast
import functools
import itertools
import json
import sqlite3
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
import torch

from conftest import find_corpus, select_samples
from conftest import write_sample as write_any_sample
from passnet.runtime import build_inputs, load_model, load_sample_meta, run_model, run_sample
from passnet.runtime.capture.annotate import annotate_sample
from passnet.runtime.capture.forward_lowering import RECORD_HOOK, lower_forward
from passnet.runtime.sample import DeviceRemapMode
from passnet.runtime.worker.server import handle_line

CPU = torch.device("cpu")
CLI_TIMEOUT_S = 600

# Small real samples from different sources (fewest weight elements first).
COMPOSITION_QUOTAS = {
    "torchvision": 1,
    "timm": 1,
    "transformers-auto-model": 3,
    "torchgeometric": 1,
}


# --------------------------------------------------------------------------------------------
# helpers


# Bodies may call os and time (the batch's crashing and hanging samples).
write_sample = functools.partial(write_any_sample, header="import os\nimport time")


def passnet(binary: Path, *args: str, env: Mapping[str, str], check: bool = True) -> Any:
    """Runs the CLI; returns the CompletedProcess (failing the test on error when ``check``)."""
    result = subprocess.run(
        [str(binary), *args],
        capture_output=True,
        text=True,
        timeout=CLI_TIMEOUT_S,
        env=dict(env),
    )
    if check and result.returncode != 0:
        pytest.fail(f"passnet {' '.join(args)} exited {result.returncode}:\n{result.stderr}")
    return result


def engine_graph(binary: Path, sample: Path, env: Mapping[str, str]) -> dict[str, Any]:
    return json.loads(passnet(binary, "graph", "show", "--json", str(sample), env=env).stdout)


def compute_names(graph: Mapping[str, Any]) -> list[str]:
    return [n["name"] for n in graph["nodes"] if n["op"] not in ("placeholder", "output")]


def lowered_names(model_py: Path) -> list[str]:
    tree = ast.parse(model_py.read_text())
    forward = next(
        n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "forward"
    )
    return lower_forward(tree, forward).node_names


def capture_parent(sample: Path, names: set[str], seed: int = 123) -> tuple[Any, dict[str, Any]]:
    """Runs the parent once, keeping a reference to the value of every node in ``names``."""
    tree = ast.parse((sample / "model.py").read_text())
    forward = next(
        n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "forward"
    )
    lowered = lower_forward(tree, forward)
    forward.body = lowered.body
    captured: dict[str, Any] = {}

    def hook(index: int, value: Any) -> None:
        if lowered.node_names[index] in names:
            captured[lowered.node_names[index]] = value

    namespace: dict[str, Any] = {RECORD_HOOK: hook, "__name__": "_passnet_capture"}
    exec(compile(ast.fix_missing_locations(tree), str(sample / "model.py"), "exec"), namespace)
    model = namespace["GraphModule"]()
    inputs = build_inputs(load_sample_meta(sample), seed=seed, device=CPU)
    with torch.no_grad(), torch.device(CPU), DeviceRemapMode(CPU):
        outputs = model(**inputs)
    return outputs, captured


def composition_samples() -> list[Path]:
    root = find_corpus()
    if root is None:
        return []
    return [s.path for s in select_samples(root, COMPOSITION_QUOTAS)]


def pick_cuts(cuts: list[int], n: int, pieces: int) -> list[int]:
    """Up to ``pieces - 1`` valid cut points spread evenly over ``n`` compute nodes."""
    chosen: list[int] = []
    for i in range(1, pieces):
        if not cuts:
            break
        target = n * i // pieces
        best = min(cuts, key=lambda k: (abs(k - target), k))
        if best not in chosen:
            chosen.append(best)
    return sorted(chosen)


@pytest.fixture(scope="session")
def env(python_env: dict[str, str]) -> dict[str, str]:
    return python_env


# --------------------------------------------------------------------------------------------
# 1. names


TRICKY_FORWARD = """
l_x_ = x
a = torch.relu(torch.add(l_x_, 1))
a = a * 2
b, c = torch.split(a, 2)
size = b.size()
d = b.view(size[0], -1)
d += c
e = d
e[0] = 0.5
f = -d.sum(dim=-1) + float("inf")
g = torch.cat([d, c], dim=0).t().contiguous()
return (g, f, e)
"""


def test_lowering_names_match_the_engine(
    tmp_path: Path, passnet_bin: Path, env: dict[str, str]
) -> None:
    sample = write_sample(tmp_path / "tricky", TRICKY_FORWARD, {"x": ([4, 3], "torch.float32")})
    graph = engine_graph(passnet_bin, sample, env)
    names = lowered_names(sample / "model.py")
    assert names == compute_names(graph)
    assert "add" in names and "a_1" in names and "d_1" in names and "setitem" in names
    record = annotate_sample(sample)
    assert record["status"] == "ok", record["error"]
    assert [n["name"] for n in record["nodes"]] == names
    expected = run_sample(sample)
    assert [o["shape"] for o in record["outputs"]] == [list(t.shape) for t in expected]


@pytest.mark.parametrize("sample", composition_samples(), ids=lambda p: p.name)
def test_real_samples_annotate_like_eager(
    sample: Path, passnet_bin: Path, env: dict[str, str]
) -> None:
    assert lowered_names(sample / "model.py") == compute_names(
        engine_graph(passnet_bin, sample, env)
    )
    real = annotate_sample(sample, mode="real")
    assert real["status"] == "ok", real["error"]
    eager = run_sample(sample)
    assert len(real["outputs"]) == len(eager)
    for described, value in zip(real["outputs"], eager, strict=True):
        if isinstance(value, torch.Tensor):
            assert described["shape"] == list(value.shape)
            assert described["dtype"] == str(value.dtype)
    meta = annotate_sample(sample, mode="meta")
    assert meta["status"] == "ok", meta["error"]
    assert [n["name"] for n in meta["nodes"]] == [n["name"] for n in real["nodes"]]

    def shapes(value: Mapping[str, Any]) -> Any:
        if value["kind"] == "tensor":
            return (value["shape"], value["dtype"])
        if value["kind"] in ("tuple", "list"):
            return [shapes(item) for item in value["items"]]
        return value["kind"]

    for m, r in zip(meta["nodes"], real["nodes"], strict=True):
        if meta["mode_used"] == "meta" and m["value"]["kind"] == "scalar":
            continue  # python numbers computed from tensor values differ on meta tensors
        assert shapes(m["value"]) == shapes(r["value"]), m["name"]
    tensors = [n["value"] for n in real["nodes"] if n["value"]["kind"] == "tensor"]
    for value in tensors:
        if value["shape"] and 0 in value["shape"]:
            continue  # empty: nothing to measure
        assert "min" in value and "max" in value, value
        if "float" in value["dtype"]:
            assert "mean" in value and "std" in value, value


# --------------------------------------------------------------------------------------------
# 3. bad samples


def test_forward_that_raises_gives_a_failure_record(tmp_path: Path) -> None:
    sample = write_sample(
        tmp_path / "raises",
        "a = x.relu()\nb = a.view(7, 7)\nc = b + 1\nreturn (c,)",
        {"x": ([4, 3], "torch.float32")},
    )
    for mode in ("real", "meta"):
        record = annotate_sample(sample, mode=mode)
        assert record["status"] == "failed"
        assert record["error"]["stage"] == "run"
        assert record["error"]["node"] == "b"
        assert record["error"]["type"] == "RuntimeError"
        assert [n["name"] for n in record["nodes"]] == ["a"]
        assert record["node_names"] == ["a", "b", "c"]


def test_control_flow_is_a_rewrite_failure(tmp_path: Path) -> None:
    sample = write_sample(
        tmp_path / "branch",
        "if x.sum() > 0:\n    x = x + 1\nreturn (x,)",
        {"x": ([2], "torch.float32")},
    )
    record = annotate_sample(sample)
    assert record["status"] == "failed"
    assert record["error"]["stage"] == "rewrite"


def test_meta_falls_back_to_real_where_an_op_needs_values(tmp_path: Path) -> None:
    sample = write_sample(
        tmp_path / "item",
        "n = x.sum().item()\nm = int(n > 0)\ny = x * m\nreturn (y,)",
        {"x": ([3], "torch.float32")},
    )
    record = annotate_sample(sample, mode="meta")
    assert record["status"] == "ok", record["error"]
    assert record["mode_used"] == "real"
    assert record["meta_fallback"]["node"] == "n"  # `n = x.sum().item()`: the item() node
    assert "mean" in record["nodes"][-1]["value"]


def test_worker_answers_annotate(tmp_path: Path) -> None:
    sample = write_sample(
        tmp_path / "ok", "y = x * 2\nreturn (y,)", {"x": ([2, 2], "torch.float32")}
    )
    line = json.dumps({"cmd": "annotate", "id": 7, "sample": str(sample), "mode": "meta"})
    reply, keep = handle_line(line, CPU)
    assert keep and reply is not None
    assert reply["event"] == "annotation" and reply["id"] == 7 and reply["status"] == "ok"
    assert reply["nodes"] == [
        {
            "name": "y",
            "value": {
                "kind": "tensor",
                "shape": [2, 2],
                "dtype": "torch.float32",
                "device": "meta",
            },
        }
    ]
    for bad in ({"mode": "fake"}, {"sample": str(tmp_path / "missing")}, {"seed": "x"}):
        request = {"cmd": "annotate", "id": 8, "sample": str(sample), **bad}
        reply, keep = handle_line(json.dumps(request), CPU)
        assert keep and reply is not None and reply["event"] == "error", reply


def test_cli_batch_survives_bad_samples(
    tmp_path: Path, passnet_bin: Path, env: dict[str, str]
) -> None:
    tensors = {"x": ([4, 3], "torch.float32")}
    write_sample(tmp_path / "batch" / "good", "y = x.relu()\nz = y.sum(0)\nreturn (z,)", tensors)
    write_sample(tmp_path / "batch" / "raise", "y = x.view(5, 5)\nreturn (y,)", tensors)
    write_sample(tmp_path / "batch" / "crash", "y = os._exit(7)\nreturn (y,)", tensors)
    write_sample(tmp_path / "batch" / "hang", "y = time.sleep(600)\nreturn (y,)", tensors)
    write_sample(tmp_path / "batch" / "noparse", "while x:\n    pass\nreturn (x,)", tensors)
    db = tmp_path / "index.db"
    result = passnet(
        passnet_bin,
        "graph",
        "annotate",
        str(tmp_path / "batch"),
        "--db",
        str(db),
        "--timeout",
        "20",
        "--jobs",
        "2",
        "--json",
        "-q",
        env=env,
    )
    records = {Path(r["sample"]).name: r for r in map(json.loads, result.stdout.splitlines())}
    assert set(records) == {"good", "raise", "crash", "hang", "noparse"}
    assert records["good"]["status"] == "ok"
    assert [n["name"] for n in records["good"]["nodes"]] == ["y", "z"]
    assert records["good"]["nodes"][1]["value"]["shape"] == [3]
    stages = {name: r["error"]["stage"] for name, r in records.items() if r["status"] != "ok"}
    assert stages == {"raise": "run", "crash": "worker", "hang": "worker", "noparse": "parse"}
    assert records["hang"]["error"]["type"] == "timeout"
    assert records["raise"]["error"]["node"] == "y"
    with sqlite3.connect(db) as connection:
        rows = dict(connection.execute("SELECT sample, status FROM annotations").fetchall())
        nodes = connection.execute("SELECT COUNT(*) FROM node_annotations").fetchone()[0]
    assert sorted(rows.values()) == ["failed"] * 4 + ["ok"]
    assert nodes == 2


# --------------------------------------------------------------------------------------------
# 4. extraction errors through the CLI


def test_cli_rejects_multi_output_cuts_and_bad_bounds(
    tmp_path: Path, passnet_bin: Path, env: dict[str, str]
) -> None:
    sample = write_sample(
        tmp_path / "split",
        "parts = torch.split(x, 2)\na = parts[0]\nb = parts[1]\nc = a + b\nreturn (c,)",
        {"x": ([4, 3], "torch.float32")},
    )
    db = str(tmp_path / "index.db")
    cuts = passnet(passnet_bin, "extract", "range", str(sample), "--db", db, "--list-cuts", env=env)
    assert json.loads(cuts.stdout) == [3]
    bad = passnet(
        passnet_bin,
        "extract",
        "range",
        str(sample),
        "--db",
        db,
        "--begin",
        "1",
        "--end",
        "4",
        "--out",
        str(tmp_path / "piece"),
        env=env,
        check=False,
    )
    assert bad.returncode == 1
    assert "node 'parts'" in bad.stderr and "both sides of the cut" in bad.stderr
    bounds = passnet(
        passnet_bin,
        "extract",
        "range",
        str(sample),
        "--db",
        db,
        "--begin",
        "2",
        "--end",
        "9",
        "--out",
        str(tmp_path / "piece"),
        env=env,
        check=False,
    )
    assert bounds.returncode == 2
    assert "outside the 4 compute nodes" in bounds.stderr
    good = passnet(
        passnet_bin,
        "extract",
        "range",
        str(sample),
        "--db",
        db,
        "--begin",
        "0",
        "--end",
        "3",
        "--out",
        str(tmp_path / "piece"),
        "--json",
        env=env,
    )
    assert json.loads(good.stdout)["outputs"] == ["a", "b"]
    sources = json.loads((tmp_path / "piece" / "subgraph_sources.json").read_text())
    assert sources["range"] == [0, 3] and sources["kind"] == "range"
    assert Path(sources["parent"]) == sample.resolve()
    # The piece runs on its own, from its replayed metadata.
    replay = subprocess.run(
        [sys.executable, "-m", "passnet.runtime.replay", str(tmp_path / "piece")],
        capture_output=True,
        text=True,
        env=env,
        timeout=CLI_TIMEOUT_S,
    )
    assert replay.returncode == 0, replay.stderr


# --------------------------------------------------------------------------------------------
# 5. composition


@pytest.mark.parametrize("sample", composition_samples(), ids=lambda p: p.name)
def test_pieces_in_sequence_reproduce_the_parent_exactly(
    sample: Path, tmp_path: Path, passnet_bin: Path, env: dict[str, str]
) -> None:
    db = str(tmp_path / "index.db")
    annotated = passnet(
        passnet_bin, "graph", "annotate", str(sample), "--db", db, "--json", "-q", env=env
    )
    record = json.loads(annotated.stdout)
    assert record["status"] == "ok", record["error"]
    listing = json.loads(
        passnet(
            passnet_bin,
            "extract",
            "range",
            str(sample),
            "--db",
            db,
            "--list-cuts",
            "--json",
            env=env,
        ).stdout
    )
    n = listing["compute_nodes"]
    cuts = pick_cuts(listing["cuts"], n, pieces=4 if n >= 40 else 3)
    assert len(cuts) >= 2, f"too few valid cut points in {sample}: {listing['cuts'][:20]}"
    bounds = [0, *cuts, n]
    pieces: list[tuple[Path, dict[str, Any]]] = []
    for i, (begin, end) in enumerate(itertools.pairwise(bounds)):
        out = tmp_path / f"piece-{i}"
        result = passnet(
            passnet_bin,
            "extract",
            "range",
            str(sample),
            "--db",
            db,
            "--begin",
            str(begin),
            "--end",
            str(end),
            "--out",
            str(out),
            "--json",
            env=env,
        )
        pieces.append((out, json.loads(result.stdout)))

    exchanged = {name for _, info in pieces for name in info["inputs"] + info["outputs"]}
    parent_outputs, parent_values = capture_parent(sample, exchanged)

    # The pieces in sequence, each fed the real values the previous pieces produced.
    values: dict[str, Any] = dict(build_inputs(load_sample_meta(sample), seed=123, device=CPU))
    for folder, info in pieces:
        model = load_model(folder, device=CPU)
        with torch.no_grad():
            outputs = run_model(model, {name: values[name] for name in info["inputs"]}, CPU)
        assert len(outputs) == len(info["outputs"]), folder
        values.update(zip(info["outputs"], outputs, strict=True))

    graph = engine_graph(passnet_bin, sample, env)
    returned = graph["outputs"]
    parent_flat = (
        list(parent_outputs) if isinstance(parent_outputs, (tuple, list)) else [parent_outputs]
    )
    assert len(parent_flat) == len(returned)
    for name, expected in zip(returned, parent_flat, strict=True):
        assert torch.equal(values[name], expected), f"output {name} differs"
    for name, value in parent_values.items():
        if isinstance(value, torch.Tensor):
            assert torch.equal(values[name], value), (
                f"value {name} differs between pieces and parent"
            )
