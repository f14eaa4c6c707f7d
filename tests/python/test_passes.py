"""Passes in PassNet's format: loading (and every way a pass file can be broken), rewriting with
``passes:PATH`` and ``passes+inductor:PATH`` on the CPU (Triton kernels in interpreter mode), the
Inductor FX-graph cache, and ``passnet bench run`` recording each broken pass as a failure of
that pass while the run goes on.

The passes written here compute with torch in their wrappers, to keep the rewrite mechanics in
view: the integrity layer would (rightly) flag them, so it is off for this file
(``PASSNET_INTEGRITY=0``); test_integrity_static.py and test_integrity_runtime.py test it.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import textwrap
from pathlib import Path

import pytest
import torch

from conftest import REPO_ROOT
from passnet.runtime.passes import ORDER_FILE, PassLoadError, load_passes
from passnet.runtime.passes.backend import INTEGRITY_SWITCH
from passnet.runtime.sample import build_inputs, load_model, load_sample_meta
from passnet.runtime.worker.backends import CompileError, resolve_backend


@pytest.fixture(autouse=True)
def _integrity_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(INTEGRITY_SWITCH, "0")


EXAMPLE_PASS = REPO_ROOT / "examples" / "passes" / "attention_softmax"
ATTENTION = REPO_ROOT / "examples" / "samples" / "attention_scores"

GOOD = """
import torch

def pattern(x, y):
    return torch.relu(x + y)

def replacement_args(x, y):
    return (x, y)

CALLS = []

@torch.fx.wrap
def add_relu(x, y):
    CALLS.append(1)
    return (x + y).clamp_min(0)

def replacement_func():
    return add_relu
"""


class AddRelu(torch.nn.Module):
    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.relu(a + b) * 2


def _write(folder: Path, name: str, source: str, order: list[str] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.py").write_text(textwrap.dedent(source))
    if order is not None:
        (folder / ORDER_FILE).write_text(json.dumps(order))
    return folder


def _compile(path: Path, inductor: bool, model: torch.nn.Module, inputs: dict) -> object:
    torch._dynamo.reset()
    name = ("passes+inductor:" if inductor else "passes:") + str(path)
    return resolve_backend(name).factory(model, inputs, torch.device("cpu"))


# ------------------------------------------------------------------------------------------
# loading


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("def pattern(x):\n    return x +\n", "Bad.py:2:"),
        ("def pattern(x):\n    return x\n\ndef replacement_args(x):\n    return (x,)\n", "missing"),
        ("import not_a_module_anywhere\n", "ModuleNotFoundError"),
    ],
)
def test_broken_pass_files_say_what_is_wrong(tmp_path: Path, source: str, message: str) -> None:
    _write(tmp_path, "Bad", source)
    with pytest.raises(PassLoadError, match=message) as raised:
        load_passes(tmp_path / "Bad.py")
    assert "Bad.py" in str(raised.value)


def test_pass_folders_need_their_ordering_file(tmp_path: Path) -> None:
    _write(tmp_path / "two", "A", GOOD)
    _write(tmp_path / "two", "B", GOOD)
    with pytest.raises(PassLoadError, match=f"2 pass files and no {ORDER_FILE}"):
        load_passes(tmp_path / "two")
    _write(tmp_path / "missing", "A", GOOD, order=["A", "Nope"])
    with pytest.raises(PassLoadError, match=r"Nope\.py: no such pass file"):
        load_passes(tmp_path / "missing")
    (tmp_path / "two" / ORDER_FILE).write_text("{not json")
    with pytest.raises(PassLoadError, match="not a JSON list"):
        load_passes(tmp_path / "two")
    (tmp_path / "two" / ORDER_FILE).write_text('["B", "A", "B"]')
    with pytest.raises(PassLoadError, match="B twice"):
        load_passes(tmp_path / "two")
    (tmp_path / "two" / ORDER_FILE).write_text('["B", "A"]')
    assert [rule.name for rule in load_passes(tmp_path / "two").rules] == ["B", "A"]
    _write(tmp_path / "one", "Only", GOOD)  # a single file needs no ordering file
    assert [rule.name for rule in load_passes(tmp_path / "one").rules] == ["Only"]


def test_a_folder_of_pass_folders_is_one_set_in_folder_order(tmp_path: Path) -> None:
    _write(tmp_path / "set" / "b_second", "B2", GOOD, order=["B2"])
    _write(tmp_path / "set" / "a_first", "A1", GOOD)
    _write(tmp_path / "set" / "a_first", "A0", GOOD, order=["A1", "A0"])
    (tmp_path / "set" / "README.md").write_text("notes beside the folders are ignored\n")
    (tmp_path / "set" / "empty").mkdir()
    assert [rule.name for rule in load_passes(tmp_path / "set").rules] == ["A1", "A0", "B2"]
    _write(tmp_path / "set" / "c_clash", "A0", GOOD)
    with pytest.raises(PassLoadError, match="same name in several folders: A0"):
        load_passes(tmp_path / "set")
    with pytest.raises(PassLoadError, match="no pass folder"):
        load_passes(tmp_path / "set" / "empty")


def test_the_cache_key_follows_the_sources_and_their_order(tmp_path: Path) -> None:
    _write(tmp_path, "A", GOOD)
    _write(tmp_path, "B", GOOD.replace("clamp_min(0)", "clamp(min=0)"), order=["A", "B"])
    first = load_passes(tmp_path).uuid()
    assert load_passes(tmp_path).uuid() == first
    (tmp_path / ORDER_FILE).write_text('["B", "A"]')
    assert load_passes(tmp_path).uuid() != first
    (tmp_path / ORDER_FILE).write_text('["A", "B"]')
    (tmp_path / "B.py").write_text(GOOD)
    assert load_passes(tmp_path).uuid() != first


@pytest.mark.parametrize(
    ("pattern_and_kernel", "message"),
    [
        (  # data-dependent control flow cannot be a pattern
            GOOD.replace(
                "    return torch.relu(x + y)",
                "    if (x + y).sum() > 0:\n        return x\n    return torch.relu(x + y)",
            ),
            "pattern does not trace",
        ),
        (  # without @torch.fx.wrap the kernel is traced into, and its control flow fails
            GOOD.replace("@torch.fx.wrap\n", "").replace(
                "    CALLS.append(1)", "    if x.numel() > 0:\n        CALLS.append(1)"
            ),
            "@torch.fx.wrap",
        ),
        (  # replacement_args gives three values to a two-argument kernel
            GOOD.replace("    return (x, y)", "    return (x, y, x)"),
            "gives 3 arguments",
        ),
    ],
)
def test_passes_that_cannot_rewrite_fail_to_compile_with_their_reason(
    tmp_path: Path, pattern_and_kernel: str, message: str
) -> None:
    _write(tmp_path, "Broken", pattern_and_kernel)
    model = AddRelu()
    inputs = {"a": torch.randn(4), "b": torch.randn(4)}
    with pytest.raises(CompileError, match=message):
        _compile(tmp_path / "Broken.py", False, model, inputs)


# ------------------------------------------------------------------------------------------
# rewriting


@pytest.mark.parametrize("inductor", [False, True], ids=["passes", "passes+inductor"])
def test_a_pass_replaces_its_pattern_and_reports_it(tmp_path: Path, inductor: bool) -> None:
    _write(tmp_path, "AddRelu", GOOD)
    model = AddRelu()
    inputs = {"a": torch.randn(8, 3), "b": torch.randn(8, 3)}
    fn = _compile(tmp_path / "AddRelu.py", inductor, model, inputs)
    out = fn(**inputs)  # type: ignore[operator]
    torch.testing.assert_close(out, model(**inputs))
    report = fn.passnet_report.to_json()  # type: ignore[attr-defined]
    assert report["replacements"] == {"AddRelu": 1}
    assert report["graphs"] == 1 and report["errors"] == []
    module = next(m for name, m in __import__("sys").modules.items() if "AddRelu" in name)
    assert module.CALLS, "the pass's kernel never ran"


class BatchNormSiluDropout(torch.nn.Module):
    """Written as GraphNet's dynamo graphs record it: every argument positional."""

    def __init__(self) -> None:
        super().__init__()
        self.mean, self.var = torch.randn(3), torch.rand(3) + 0.5
        self.weight, self.bias = torch.randn(3), torch.randn(3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.nn.functional.batch_norm(
            x, self.mean, self.var, self.weight, self.bias, False, 0.1, 1e-05
        )
        y = torch.nn.functional.silu(y, inplace=True)
        return torch.nn.functional.dropout(y, 0.0, False, False) * 2


KEYWORD_PATTERN = """
import torch
import torch.nn.functional as F

def pattern(x, mean, var, weight, bias):
    y = F.batch_norm(x, mean, var, weight=weight, bias=bias, training=False, eps=1e-05)
    y = F.silu(y, inplace=True)
    return F.dropout(y, p=0.0, training=False)

def replacement_args(x, mean, var, weight, bias):
    return (x, mean, var, weight, bias)

@torch.fx.wrap
def bn_silu(x, mean, var, weight, bias):
    shape = (1, -1) + (1,) * (x.dim() - 2)
    scale = (weight / (var + 1e-05).sqrt()).reshape(shape)
    y = (x - mean.reshape(shape)) * scale + bias.reshape(shape)
    return y * torch.sigmoid(y)

def replacement_func():
    return bn_silu
"""


@pytest.mark.parametrize("inductor", [False, True], ids=["passes", "passes+inductor"])
def test_patterns_match_whether_arguments_are_keywords_or_positional(
    tmp_path: Path, inductor: bool
) -> None:
    # symbolic_trace records F.* calls with keywords (p=0.0, training=False, momentum's default
    # filled in), dynamo records them positionally: both graphs must reach one canonical form.
    _write(tmp_path, "BnSilu", KEYWORD_PATTERN)
    model = BatchNormSiluDropout()
    inputs = {"x": torch.randn(2, 3, 4, 4)}
    fn = _compile(tmp_path / "BnSilu.py", inductor, model, inputs)
    torch.testing.assert_close(fn(**inputs), model(**inputs))  # type: ignore[operator]
    assert fn.passnet_report.to_json()["replacements"] == {"BnSilu": 1}  # type: ignore[attr-defined]


def test_a_pass_that_matches_nothing_fails(tmp_path: Path) -> None:
    _write(tmp_path, "Other", GOOD.replace("torch.relu(x + y)", "torch.sigmoid(x * y)"))
    inputs = {"a": torch.randn(4), "b": torch.randn(4)}
    fn = _compile(tmp_path / "Other.py", False, AddRelu(), inputs)
    with pytest.raises(CompileError, match=r"no pass .* matched any of the 1 captured graphs"):
        fn(**inputs)  # type: ignore[operator]


def test_a_multi_output_pattern_takes_a_kernel_returning_a_tuple(tmp_path: Path) -> None:
    source = """
    import torch

    def pattern(x, y):
        s = x + y
        p = x * y
        return s, p

    def replacement_args(x, y):
        return (x, y)

    @torch.fx.wrap
    def sum_and_product(x, y):
        return torch.add(x, y), torch.mul(x, y)

    def replacement_func():
        return sum_and_product
    """

    class SumProduct(torch.nn.Module):
        def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
            s = a + b
            p = a * b
            return torch.relu(s) - p

    _write(tmp_path, "SumProduct", source)
    model = SumProduct()
    inputs = {"a": torch.randn(5), "b": torch.randn(5)}
    for inductor in (False, True):
        fn = _compile(tmp_path / "SumProduct.py", inductor, model, inputs)
        torch.testing.assert_close(fn(**inputs), model(**inputs))  # type: ignore[operator]
        assert fn.passnet_report.total() == 1  # type: ignore[attr-defined]


def test_the_example_triton_pass_on_its_sample(tmp_path: Path) -> None:
    pytest.importorskip("triton")
    meta = load_sample_meta(ATTENTION)
    inputs = build_inputs(meta)
    reference = load_model(ATTENTION)(**inputs)
    counters = torch._dynamo.utils.counters["inductor"]
    for inductor in (False, True, True):  # the second Inductor compile may hit the FX cache
        fn = _compile(EXAMPLE_PASS, inductor, load_model(ATTENTION), inputs)
        with torch.no_grad():
            out = fn(**inputs)  # type: ignore[operator]
        torch.testing.assert_close(out, reference)
        assert fn.passnet_report.to_json()["replacements"] == {  # type: ignore[attr-defined]
            "FuseScaleMaskSoftmax": 1
        }
    assert counters["fxgraph_cache_hit"] + counters["fxgraph_cache_miss"] >= 1


# ------------------------------------------------------------------------------------------
# through the engine


def test_bench_run_records_each_broken_pass_and_goes_on(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path
) -> None:
    pytest.importorskip("triton")
    samples = tmp_path / "samples"
    shutil.copytree(ATTENTION, samples / "attention_scores")
    faulting = EXAMPLE_PASS.joinpath("FuseScaleMaskSoftmax.py").read_text()
    faulting = faulting.replace("    out = torch.empty_like(scores)", "    raise IndexError('bad')")
    _write(tmp_path / "faulting", "FuseScaleMaskSoftmax", faulting)
    _write(tmp_path / "syntax", "Broken", "def pattern(x:\n")
    _write(tmp_path / "nomatch", "Other", GOOD)
    backends = ["eager", f"passes:{EXAMPLE_PASS}", f"passes+inductor:{EXAMPLE_PASS}"]
    backends += [f"passes:{tmp_path / name}" for name in ("faulting", "syntax", "nomatch")]
    run = tmp_path / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(samples), "--out", str(run)]
    command += ["--device", "cpu", "--backends", ",".join(backends), "--trials", "3"]
    command += ["--warmup", "1", "-q"]
    env = {**python_env, INTEGRITY_SWITCH: "0"}
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    with sqlite3.connect(run / "run.db") as db:
        (reply,) = db.execute("SELECT reply FROM jobs").fetchone()
    results = json.loads(reply)["backends"]
    status = {name: result["status"] for name, result in results.items()}
    assert status[backends[1]] == "ok" and status[backends[2]] == "ok"
    assert results[backends[1]]["report"]["replacements"] == {"FuseScaleMaskSoftmax": 1}
    assert status[backends[3]] == "runtime_fail"
    assert "IndexError: bad" in results[backends[3]]["error"]
    assert status[backends[4]] == "compile_fail"
    assert "Broken.py:1:" in results[backends[4]]["error"]
    assert status[backends[5]] == "compile_fail"
    assert "matched any" in results[backends[5]]["error"]
    logs = sorted(p.name for p in (run / "logs").iterdir())
    assert len(logs) == len(backends) - 1 and all("/" not in name for name in logs)


def test_inductor_passes_with_digit_names_and_constant_bindings(tmp_path: Path) -> None:
    # A file stem that starts with a digit still names a valid custom op.
    _write(tmp_path / "digits", "01_add_relu", GOOD)
    model = AddRelu()
    inputs = {"a": torch.randn(6), "b": torch.randn(6)}
    fn = _compile(tmp_path / "digits" / "01_add_relu.py", True, model, inputs)
    torch.testing.assert_close(fn(**inputs), model(**inputs))  # type: ignore[operator]
    report = fn.passnet_report.to_json()  # type: ignore[attr-defined]
    assert report["replacements"] == {"01_add_relu": 1}

    # A parameter that matches a literal (s against 3.0) works when the rewritten graph runs as
    # is, and inside Inductor too, where the custom op gets the constant built in.
    scale = """
    import torch

    def pattern(x, s):
        return torch.relu(x + s) * 2

    def replacement_args(x, s):
        return (x, s)

    @torch.fx.wrap
    def add_relu_double(x, s):
        return (x + s).clamp_min(0) * 2

    def replacement_func():
        return add_relu_double
    """
    _write(tmp_path / "scale", "Scale", scale)
    eager_fn = _compile(tmp_path / "scale" / "Scale.py", False, model, inputs)
    torch.testing.assert_close(eager_fn(**inputs), model(**inputs))  # type: ignore[operator]

    class AddConstant(torch.nn.Module):
        def forward(self, a: torch.Tensor) -> torch.Tensor:
            return torch.relu(a + 3.0) * 2

    constant = {"a": torch.randn(6)}
    torch._inductor.config.fx_graph_cache = False  # the pass must run, not a cached graph
    try:
        inductor_fn = _compile(tmp_path / "scale" / "Scale.py", True, AddConstant(), constant)
        expected = AddConstant()(**constant)
        torch.testing.assert_close(inductor_fn(**constant), expected)  # type: ignore[operator]
        report = inductor_fn.passnet_report.to_json()  # type: ignore[attr-defined]
        assert report["replacements"] == {"Scale": 1}
    finally:
        torch._inductor.config.fx_graph_cache = True
