"""PassNet's pass folders applied as PassNet applies them (``passnet-passes:``): its matching
style against passnet's, a multi-output pattern, its limits, stable replacement functions, and
helper modules as the package ``pass_dir`` when one process loads many tasks' folders."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
import torch.fx

from conftest import write_pass_dir
from passnet.runtime.passes.loader import PassLoadError, load_passes
from passnet.runtime.passes.pass_dir import PATTERN_LIMIT, load_pass_dir
from passnet.runtime.passes.rewrite import PassReport, apply_passes, prepare

RULE = """import torch

from pass_dir.common import {function}

torch.fx.wrap("{function}")


def pattern(x):
    return {call}


def replacement_args(x):
    return (x,)


def replacement_func():
    return {function}
"""


HELPER = """import torch


def scaled_relu(x):
    return torch.relu(x) * {scale}


def other(x):
    return x
"""


class Softmax(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.softmax(x, dim=-1)


def test_passnet_style_normalises_only_the_pattern(tmp_path: Path) -> None:
    source = (
        "import torch\n\n@torch.fx.wrap\ndef fused(x):\n    return x\n\n"
        "def pattern(x):\n    return torch.nn.functional.softmax(x, dim=-1)\n\n"
        "def replacement_args(x):\n    return (x,)\n\n"
        "def replacement_func():\n    return fused\n"
    )
    rule = load_passes(write_pass_dir(tmp_path / "p", {"softmax": source})).rules[0]
    for style, expected in (("canonical", 1), ("passnet", 0)):
        gm = torch.fx.symbolic_trace(Softmax())  # records dim=-1 as a keyword, as dynamo does
        report = PassReport(rules=[rule.name])
        made = apply_passes(gm, [prepare(rule, style)], report)
        assert made == expected, style
    pattern = prepare(rule, "passnet").pattern.graph
    call = next(n for n in pattern.nodes if n.op == "call_function")
    assert call.kwargs == {} and call.args[1:] == (-1, 3, None)  # _stacklevel and dtype filled in


class TwoOutputs(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        y = torch.relu(x)
        z = torch.tanh(y)
        return y * 2, z + 1


def test_a_multi_output_pattern_is_split_with_getitem(tmp_path: Path) -> None:
    source = (
        "import torch\n\n@torch.fx.wrap\ndef relu_tanh(x):\n"
        "    y = torch.relu(x)\n    return y, torch.tanh(y)\n\n"
        "def pattern(x):\n    y = torch.relu(x)\n    z = torch.tanh(y)\n    return y, z\n\n"
        "def replacement_args(x):\n    return (x,)\n\n"
        "def replacement_func():\n    return relu_tanh\n"
    )
    loaded = load_pass_dir(write_pass_dir(tmp_path / "p", {"relu_tanh": source}))
    gm = torch.fx.symbolic_trace(TwoOutputs())
    x = torch.randn(4, 8)
    expected = TwoOutputs()(x)
    report = PassReport(rules=["relu_tanh"])
    assert apply_passes(gm, [prepare(r, "passnet") for r in loaded.passes.rules], report) == 1
    targets = [n.target for n in gm.graph.nodes if n.op == "call_function"]
    assert any(getattr(t, "__name__", "") == "relu_tanh" for t in targets)
    assert sum(getattr(t, "__name__", "") == "getitem" for t in targets) == 2
    for got, want in zip(gm(x), expected, strict=True):
        torch.testing.assert_close(got, want)


def test_limits_and_stable_replacement_functions(tmp_path: Path) -> None:
    helper = HELPER.format(scale=1)
    many = {
        f"r{i:03d}": RULE.format(function="scaled_relu", call="torch.relu(x)")
        for i in range(PATTERN_LIMIT + 1)
    }
    many["second_function"] = RULE.format(function="other", call="torch.tanh(x)")
    loaded = load_pass_dir(write_pass_dir(tmp_path / "many", many, helper))
    assert len(loaded.passes.rules) == PATTERN_LIMIT
    assert [r.name for r in loaded.passes.rules] == [f"r{i:03d}" for i in range(PATTERN_LIMIT)]
    assert any(d.startswith("r100:") and "100 rules" in d for d in loaded.dropped)
    assert any(
        d.startswith("second_function:") and "replacement function" in d for d in loaded.dropped
    )

    unstable = (
        "import torch\n\ndef pattern(x):\n    return torch.relu(x)\n\n"
        "def replacement_args(x):\n    return (x,)\n\n"
        "def replacement_func():\n    return lambda x: x\n"
    )
    with pytest.raises(PassLoadError, match="new function on every call"):
        load_pass_dir(write_pass_dir(tmp_path / "unstable", {"unstable": unstable}))
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "rule.py").write_text(unstable)
    with pytest.raises(PassLoadError, match="applies no rule"):
        load_pass_dir(bare)
    with pytest.raises(PassLoadError, match="no such pass folder"):
        load_pass_dir(tmp_path / "missing")


def test_each_folder_gets_its_own_pass_dir_package(tmp_path: Path) -> None:
    rule = RULE.format(function="scaled_relu", call="torch.relu(x)")
    first = load_pass_dir(
        write_pass_dir(tmp_path / "a" / "pass_dir", {"rule": rule}, HELPER.format(scale=2))
    )
    second = load_pass_dir(
        write_pass_dir(tmp_path / "b" / "pass_dir", {"rule": rule}, HELPER.format(scale=3))
    )
    x = torch.ones(3)
    assert first.passes.rules[0].replacement_func()(x).tolist() == [2.0] * 3
    assert second.passes.rules[0].replacement_func()(x).tolist() == [3.0] * 3


def test_helper_modules_are_checked_as_replacement_code(tmp_path: Path) -> None:
    from passnet.integrity.static import check_pass_path

    rule = RULE.format(function="scaled_relu", call="torch.relu(x)")
    clean = write_pass_dir(tmp_path / "clean", {"rule": rule}, HELPER.format(scale=2))
    # The helper's torch.relu is the pattern's computation done by torch: a cheat.
    assert any(
        v.rule == "torch-call" and "common.py:" in v.where
        for check in check_pass_path(clean)
        for v in check.violations
    )
    honest = write_pass_dir(
        tmp_path / "honest",
        {"rule": rule},
        "import torch\n\n\ndef scaled_relu(x):\n    return torch.empty_like(x)\n",
    )
    assert all(not check.violations for check in check_pass_path(honest))
    # A pass_dir module that is not there is an ordinary forbidden import.
    missing = write_pass_dir(
        tmp_path / "missing",
        {"rule": RULE.format(function="x", call="torch.relu(x)").replace("common", "nowhere")},
    )
    rules = {v.rule for check in check_pass_path(missing) for v in check.violations}
    assert "import" in rules
