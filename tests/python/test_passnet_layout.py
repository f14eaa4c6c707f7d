"""PassNet's own layout run by passnet, on the CPU (Triton's interpreter runs the kernels).

The test builds a miniature of PassNet's PassBench from two real GraphNet samples of
../shared/data/graphnet: ``passnet extract single-op`` cuts their ops into subgraphs and
``passnet extract variants`` makes float16/bfloat16 variants; the subgraphs go under ``graphs/``
by dtype and batch bucket, with a relu-then-linear piece ``passnet extract range`` cuts from one
sample, and four tasks are laid out exactly as PassNet's (``graph_list.txt``, ``sample_uids.txt``
with uuid4 uids, the folder named by the SHA-256 of the sorted uids under ``XX/YY``,
``sample_lists/eval``). Their ``pass_dir``s hold a helper module two rules share a replacement
from, a rule beyond the one-replacement-function limit, a rule that matches nothing and a
two-output pattern; a "leaderboard model" folder holds a pass_dir for one task with its
``score.txt``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import uuid
from pathlib import Path

import pytest

from conftest import REPO_ROOT, find_corpus, write_pass_dir

SOURCES = (
    "transformers-auto-model/sadhaklal_mlp-iris",
    "transformers-auto-model/squeezebert_squeezebert-uncased",
)
EVAL_LIST = "sample_lists/eval/hf_fusible_eval_samples_v2.txt"

HELPER = '''"""Kernels this folder's rules share (imported as the package pass_dir)."""

import torch
import triton
import triton.language as tl


@triton.jit
def _unary_kernel(x_ptr, out_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    if OP == 0:
        y = tl.maximum(x, 0.0)
    else:
        e = tl.exp(-2.0 * tl.abs(x))
        t = (1.0 - e) / (1.0 + e)
        y = tl.where(x < 0, -t, t)
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


def launch(x, op):
    source = x.contiguous()
    out = torch.empty_like(source)
    n = out.numel()
    _unary_kernel[(triton.cdiv(n, 1024),)](source, out, n, OP=op, BLOCK=1024)
    return out


def fused_relu(x):
    return launch(x, 0)
'''

# Two rules sharing the helper's function: wrapped by name in each rule's globals, as a function
# imported from a helper must be for torch.fx to keep it one node.
SHARED_RULE = """import torch

from pass_dir.common import fused_relu

torch.fx.wrap("fused_relu")


def pattern(x):
    return {call}


def replacement_args(x):
    return (x,)


def replacement_func():
    return fused_relu
"""

TANH_RULE = """import torch

from pass_dir.common import launch


@torch.fx.wrap
def fused_tanh(x):
    return launch(x, 1)


def pattern(x):
    return torch.tanh(x)


def replacement_args(x):
    return (x,)


def replacement_func():
    return fused_tanh
"""

# Its own replacement function: beyond the limit of one per folder, so PassNet drops it.
EXTRA_RULE = TANH_RULE.replace("fused_tanh", "fused_tanh_again")

NO_MATCH_RULE = TANH_RULE.replace("torch.tanh(x)", "torch.sigmoid(x)")

# Two outputs: the relu (used inside the subgraph only) and the linear layer after it. The
# wrapper returns a tuple; the replacement splits it with getitem.
MULTI_OUTPUT_RULE = """import torch
import triton
import triton.language as tl


@triton.jit
def _relu_linear_kernel(x_ptr, w_ptr, b_ptr, act_ptr, out_ptr, n, k, BLOCK_K: tl.constexpr):
    row = tl.program_id(0)
    col = tl.program_id(1)
    ks = tl.arange(0, BLOCK_K)
    inside = ks < k
    x = tl.maximum(tl.load(x_ptr + row * k + ks, mask=inside, other=0.0).to(tl.float32), 0.0)
    w = tl.load(w_ptr + col * k + ks, mask=inside, other=0.0).to(tl.float32)
    bias = tl.load(b_ptr + col).to(tl.float32)
    tl.store(out_ptr + row * n + col, (tl.sum(x * w, axis=0) + bias).to(out_ptr.dtype.element_ty))
    if col == 0:
        tl.store(act_ptr + row * k + ks, x.to(act_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def relu_linear(x, weight, bias):
    source = x.contiguous()
    act = torch.empty_like(source)
    out = torch.empty((source.shape[0], weight.shape[0]), dtype=x.dtype, device=x.device)
    block = triton.next_power_of_2(source.shape[1])
    grid = (source.shape[0], weight.shape[0])
    _relu_linear_kernel[grid](
        source, weight, bias, act, out, weight.shape[0], source.shape[1], BLOCK_K=block
    )
    return act, out


def pattern(x, weight, bias):
    act = torch.relu(x)
    return act, torch.nn.functional.linear(act, weight, bias)


def replacement_args(x, weight, bias):
    return (x, weight, bias)


def replacement_func():
    return relu_linear
"""


def _run(
    command: list[str], env: dict[str, str], ok: bool = True
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1500)
    if ok:
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-4000:]
    return done


def _op_and_dtype(sample: Path) -> tuple[str, str, int]:
    model = (sample / "model.py").read_text()
    meta = (sample / "weight_meta.py").read_text()
    op = next((name for name in ("relu", "tanh", "linear") if f".{name}(" in model), "other")
    dtype = re.search(r'dtype = "torch\.(\w+)"', meta).group(1)  # type: ignore[union-attr]
    batch = int(re.search(r"shape = \[(\d+)", meta).group(1))  # type: ignore[union-attr]
    return op, dtype, batch


def _task(root: Path, graphs: list[str], name: str = "hf_subgraphs_v2") -> Path:
    uids = [uuid.uuid4().hex for _ in graphs]
    import hashlib

    task_id = hashlib.sha256("\n".join(sorted(uids)).encode()).hexdigest()
    folder = Path("samples") / name / "fusible_subgraphs" / task_id[:2] / task_id[2:4] / task_id
    (root / folder).mkdir(parents=True)
    (root / folder / "graph_list.txt").write_text("".join(f"{g}\n" for g in graphs))
    (root / folder / "sample_uids.txt").write_text(",".join(sorted(uids)))
    return folder


@pytest.fixture(scope="module")
def layout(
    passnet_bin: Path, python_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, object]:
    corpus = find_corpus()
    if corpus is None:
        pytest.skip("GraphNet corpus not available")
    work = tmp_path_factory.mktemp("passnet_layout")
    for source in SOURCES:
        shutil.copytree(corpus / source, work / "src" / Path(source).name)
    db = str(work / "d.db")
    _run([str(passnet_bin), "dataset", "index", str(work / "src"), "--db", db, "-q"], python_env)
    mined = work / "mined"
    _run(
        [str(passnet_bin), "extract", "single-op", "--db", db, "--out", str(mined), "-q"],
        python_env,
    )
    variants = [str(passnet_bin), "extract", "variants", "--db", db, "--out", str(mined)]
    _run([*variants, "--variant-kinds", "single_op", "-q"], python_env)

    root = work / "PassNet"
    by_op: dict[str, list[str]] = {"relu": [], "tanh": [], "linear": []}
    for sample in sorted((mined / "single_op").iterdir()):
        op, dtype, batch = _op_and_dtype(sample)
        if op not in by_op:
            continue
        relative = (
            f"graphs/hf_subgraphs_v2/fusible_subgraphs/{dtype}/{batch}/samples/{op}/{sample.name}"
        )
        shutil.copytree(sample, root / relative)
        by_op[op].append(relative)
    assert len(by_op["relu"]) == 3 and len(by_op["tanh"]) == 3, by_op  # float32 and two variants
    # relu then the second linear layer of the MLP, cut from the real sample.
    iris = work / "src" / "sadhaklal_mlp-iris"
    cut = work / "relu_linear"
    extract = [str(passnet_bin), "extract", "range", str(iris), "--begin", "1", "--end", "3"]
    _run([*extract, "--out", str(cut), "--db", db], python_env)
    two_ops = "graphs/hf_subgraphs_v2/fusible_subgraphs/float32/2/samples/relu_linear/iris"
    shutil.copytree(cut, root / two_ops)
    relu = _task(root, by_op["relu"])
    tanh = _task(root, by_op["tanh"])
    linear = _task(root, by_op["linear"][:2])
    multi = _task(root, [two_ops])
    (root / "sample_lists" / "eval").mkdir(parents=True)
    (root / EVAL_LIST).write_text(f"{relu}\n{tanh}\n{linear}\n{multi}\n")
    shared = {
        "relu_call": SHARED_RULE.format(call="torch.relu(x)"),
        "relu_functional": SHARED_RULE.format(call="torch.nn.functional.relu(x)"),
    }
    write_pass_dir(root / relu / "pass_dir", shared, HELPER)
    write_pass_dir(root / tanh / "pass_dir", {"tanh": TANH_RULE, "tanh_again": EXTRA_RULE}, HELPER)
    write_pass_dir(root / linear / "pass_dir", {"sigmoid": NO_MATCH_RULE}, HELPER)
    write_pass_dir(root / multi / "pass_dir", {"relu_linear": MULTI_OUTPUT_RULE})
    model = work / "model_folder" / "hf_subgraphs_v2" / relu.relative_to("samples/hf_subgraphs_v2")
    write_pass_dir(model / "pass_dir", shared, HELPER)
    (model / "pass_dir" / "score.txt").write_text("0.75")
    return {
        "root": root,
        "model": work / "model_folder",
        "ids": {"relu": relu.name, "tanh": tanh.name, "linear": linear.name, "multi": multi.name},
    }


def _cpu_env(python_env: dict[str, str]) -> dict[str, str]:
    env = dict(python_env)
    env["TRITON_INTERPRET"] = "1"
    return env


@pytest.mark.parametrize("invocation", ["dynamo", "direct"])
def test_passnet_tasks_and_pass_dirs_run_as_passnet_runs_them(
    layout: dict[str, object],
    passnet_bin: Path,
    python_env: dict[str, str],
    tmp_path: Path,
    invocation: str,
) -> None:
    root = layout["root"]
    ids: dict[str, str] = layout["ids"]  # type: ignore[assignment]
    model_backend = f"pass_dir:{layout['model']}"
    run = [str(passnet_bin), "bench", "suite", "run", str(root), "--device", "cpu"]
    run += ["--backends", f"eager,pass_dir,{model_backend}", "--invocation", invocation]
    run += ["--out", str(tmp_path / "run"), "--trials", "3", "--warmup", "1", "--json", "-q"]
    scores = json.loads(_run(run, _cpu_env(python_env)).stdout)
    rows = {row["id"]: row for row in scores["tasks"]}
    assert set(rows) == set(ids.values())  # PassNet's ids, recomputed from the uids
    assert scores["run_options"]["invocation"] == invocation
    own = {op: rows[task_id]["scores"]["pass_dir"] for op, task_id in ids.items()}
    # Two rules, one replacement function from the helper: every dtype matched and correct.
    assert own["relu"]["correct_rate"] == 1.0
    # The first rule's function is kept, the second rule is dropped by the limit of one.
    assert own["tanh"]["correct_rate"] == 1.0
    # A pass that matches nothing fails its task, as in PassNet.
    assert own["linear"]["correct_rate"] == 0.0
    # A two-output pattern, its wrapper's tuple split with getitem: matched and correct.
    assert own["multi"]["correct_rate"] == 1.0
    # The model's folder has a pass_dir (and a score.txt) for the relu task only.
    model = {op: rows[task_id]["scores"][model_backend] for op, task_id in ids.items()}
    assert model["relu"]["correct_rate"] == 1.0
    assert all(model[op]["correct_rate"] == 0.0 for op in ("tanh", "linear", "multi"))
    assert rows[ids["relu"]]["reference_scores"] == {model_backend: 0.75}
    assert scores["task_passes"][model_backend]["missing"] == 3
    assert 0 < scores["task_gmean"]["pass_dir"] <= 10

    reports = _backend_details(tmp_path / "run" / "run.db", "pass_dir")
    tanh_reports = [d for d in reports if "tanh" in d["report"]["passes"]]
    assert tanh_reports and all(
        any("tanh_again" in line and "limit" in line for line in d["report"]["dropped"])
        for d in tanh_reports
    )
    linear_errors = [
        d["error"] for d in reports if d["report"] and "sigmoid" in d["report"]["passes"]
    ]
    assert linear_errors and all("no pass" in (e or "") for e in linear_errors), linear_errors
    score = [str(passnet_bin), "bench", "score", str(tmp_path / "run"), "--backend", "pass_dir"]
    assert f"invocation {invocation}, timing batched" in _run(score, python_env).stdout
    verdicts = [d["integrity"]["verdict"] for d in reports if d.get("integrity")]
    assert verdicts and set(verdicts) == {"clean"}  # helper modules included in the check


def _backend_details(db: Path, backend: str) -> list[dict[str, object]]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT detail FROM results WHERE backend = ?", (backend,))
        return [json.loads(detail) for (detail,) in rows]


def test_cudagraph_invocation_is_refused_on_the_cpu(
    layout: dict[str, object], passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    run = [str(passnet_bin), "bench", "suite", "run", str(layout["root"]), "--device", "cpu"]
    run += ["--invocation", "cudagraph", "--out", str(tmp_path / "run")]
    done = _run(run, python_env, ok=False)
    assert done.returncode != 0
    expected = (
        "invocation cudagraph replays CUDA graphs and needs a CUDA device (the device is cpu)"
    )
    assert expected in done.stderr, done.stderr


def test_export_and_reimport_give_identical_tasks(
    layout: dict[str, object], passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    def tasks(suite: Path) -> dict[str, object]:
        listing = [str(passnet_bin), "bench", "suite", "tasks", str(suite), "--json"]
        return json.loads(_run(listing, python_env).stdout)

    def content(listing: dict[str, object]) -> dict[str, tuple[list[str], list[tuple[str, str]]]]:
        return {
            task["id"]: (
                task.get("uids", []),
                sorted((s["model_sha256"], s["weight_meta_sha256"]) for s in task["subgraphs"]),
            )
            for task in listing["tasks"]  # type: ignore[attr-defined]
        }

    root = layout["root"]
    # The make-up of the miniature: four tasks, three dtypes read from the graph paths, one
    # family per task from its first subgraph's model.py.
    stats = [str(passnet_bin), "bench", "suite", "stats", str(root), "--json"]
    make_up = json.loads(_run(stats, python_env).stdout)
    assert make_up["tasks"] == 4
    assert {"float32", "float16", "bfloat16"} <= set(make_up["dtypes"])
    assert {"relu", "tanh", "relu_linear"} <= set(make_up["tasks_per_family"])
    exported = tmp_path / "exported"
    _run(
        [str(passnet_bin), "bench", "suite", "export", str(root), "--out", str(exported)],
        python_env,
    )
    assert content(tasks(exported)) == content(tasks(root))

    # passnet's own suite in PassNet's layout: the same subgraphs per task, ids by PassNet's rule.
    suite = REPO_ROOT / "examples" / "suite"
    out = tmp_path / "from_suite"
    _run([str(passnet_bin), "bench", "suite", "export", str(suite), "--out", str(out)], python_env)
    original = tasks(suite)["tasks"]
    back = tasks(out)["tasks"]
    assert len(back) == len(original) > 0
    digests = sorted(
        sorted((s["model_sha256"], s["weight_meta_sha256"]) for s in t["subgraphs"])
        for t in original
    )
    assert (
        sorted(
            sorted((s["model_sha256"], s["weight_meta_sha256"]) for s in t["subgraphs"])
            for t in back
        )
        == digests
    )
    for task in back:
        folder = Path(task["folder"])
        assert folder.name == task["id"] and folder.parent.name == task["id"][2:4]
        assert (folder / "pass_dir").is_dir()
        for subgraph in task["subgraphs"]:
            model = Path(subgraph["path"]) / "model.py"
            graph_hash = (Path(subgraph["path"]) / "graph_hash.txt").read_text().strip()
            import hashlib

            assert graph_hash == hashlib.sha256(model.read_bytes()).hexdigest()
    # Exported again from its own export: the very same tasks.
    again = tmp_path / "again"
    _run([str(passnet_bin), "bench", "suite", "export", str(out), "--out", str(again)], python_env)
    assert content(tasks(again)) == content(tasks(out))
    assert os.path.exists(again / EVAL_LIST)
