"""Judging what runs (issue 30): a pass folder's load set (the listed rules and the modules they
import, by every import form), what the static layer does with modules outside it (reported, not
judged, never imported by the loader), the compiled or missing imports it refuses, and the
pattern side's relaxation (torch compute as GraphNet's graphs write it; every other rule still
applies there)."""

from __future__ import annotations

import importlib.machinery
import json
import os
import py_compile
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from passnet.integrity.files import ORDER_FILE
from passnet.integrity.load_set import build_load_set
from passnet.integrity.static import check_pass_path, inspect_source
from passnet.runtime.passes.loader import PassLoadError, load_passes
from passnet.runtime.passes.pass_dir import load_pass_dir

RULE = """
import torch
{imports}


def pattern(x):
    return torch.relu(x)


def replacement_args(x):
    return (x,)


def replacement_func():
    return {function}
"""

HELPER = """
import torch


@torch.fx.wrap
def scaled(x):
    return torch.empty_like(x)
"""

STALE = """
import os
import torch

raise RuntimeError("a module no rule imports was imported")


@torch.fx.wrap
def cheat(x):
    return torch.relu(x) * 2
"""


def write_folder(root: Path, files: dict[str, str], rules: list[str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    (root / ORDER_FILE).write_text(json.dumps(rules))
    return root


def rule(imports: str, function: str = "scaled") -> str:
    return RULE.format(imports=imports, function=function)


def violations(folder: Path) -> set[tuple[str, str]]:
    return {
        (v.rule, Path(v.where.rsplit(":", 2)[0]).name)
        for check in check_pass_path(folder)
        for v in check.violations
    }


@pytest.mark.parametrize(
    "imports, function",
    [
        ("from pass_dir.common import scaled", "scaled"),
        ("from pass_dir import common", "common.scaled"),
        ("import pass_dir.common", "pass_dir.common.scaled"),
        ("import pass_dir.common as c", "c.scaled"),
        ("from .common import scaled", "scaled"),
        ("from . import common", "common.scaled"),
    ],
)
def test_every_import_form_reaches_its_module(tmp_path: Path, imports: str, function: str) -> None:
    folder = write_folder(
        tmp_path / "pass_dir",
        {"Rule.py": rule(imports, function), "common.py": HELPER, "Stale.py": STALE},
        ["Rule"],
    )
    load = build_load_set(folder)
    assert load.modules == {"pass_dir.common": folder / "common.py"}
    assert load.not_loaded == [folder / "Stale.py"]
    checks = check_pass_path(folder)
    assert [c.file.name for c in checks if not c.loaded] == ["Stale.py"]
    assert not any(c.violations for c in checks), [c.violations for c in checks]
    # The loader takes the same set: the stale module, which raises when imported, never runs.
    loaded = load_pass_dir(folder)
    assert loaded.passes.rules[0].replacement_func()(torch.ones(2)).shape == (2,)


def test_imports_are_followed_transitively_into_packages(tmp_path: Path) -> None:
    folder = write_folder(
        tmp_path / "pass_dir",
        {
            "Rule.py": rule("", "_impl") + "\n\ndef _impl(x):\n    from .ops.launch import run\n"
            "    return run(x)\n",
            "__init__.py": "BLOCK = 128\n",
            "ops/__init__.py": "from pass_dir.ops import kernels\n",
            "ops/kernels.py": "from pass_dir import BLOCK\n\n\ndef width():\n    return BLOCK\n",
            "ops/launch.py": "import torch\nfrom . import kernels\n\n\ndef run(x):\n"
            "    return torch.empty_like(x)\n",
            "notes/old.py": STALE,
        },
        ["Rule"],
    )
    load = build_load_set(folder)
    assert set(load.modules) == {
        "pass_dir",
        "pass_dir.ops",
        "pass_dir.ops.kernels",
        "pass_dir.ops.launch",
    }
    assert load.not_loaded == [folder / "notes" / "old.py"]
    assert violations(folder) == set()


def test_a_module_a_rule_imports_is_judged_in_full(tmp_path: Path) -> None:
    helper = "import os\nimport torch\n\nMODE = os.environ.get('MODE')\n\n\n" + textwrap.dedent(
        HELPER
    )
    helper += "\n\ndef unused(x):\n    return torch.relu(x)\n"
    folder = write_folder(
        tmp_path / "pass_dir",
        {"Rule.py": rule("from pass_dir.common import scaled"), "common.py": helper},
        ["Rule"],
    )
    assert violations(folder) == {("import", "common.py"), ("torch-call", "common.py")}


@pytest.mark.parametrize(
    "layout, message",
    [
        ({"common.py": None}, "resolves to nothing"),
        ({f"common{importlib.machinery.EXTENSION_SUFFIXES[0]}": b"\x7fELF"}, "compiled file"),
        ({"common.pyc": b"\0"}, "compiled file"),
        ({"common.py": HELPER, "common.abi3.so": b"\x7fELF"}, "compiled file"),
    ],
)
def test_an_import_of_a_compiled_file_or_of_nothing_is_a_violation(
    tmp_path: Path, layout: dict[str, str | bytes | None], message: str
) -> None:
    folder = tmp_path / "pass_dir"
    write_folder(folder, {"Rule.py": rule("from pass_dir.common import scaled")}, ["Rule"])
    for name, content in layout.items():
        if isinstance(content, bytes):
            (folder / name).write_bytes(content)
        elif content is not None:
            (folder / name).write_text(content)
    found = [v for c in check_pass_path(folder) for v in c.violations]
    assert any(v.rule == "import" and message in v.message for v in found), found
    assert all("Rule.py:3:" in v.where for v in found if v.rule == "import"), found


def test_a_relative_import_out_of_the_folder_is_a_violation(tmp_path: Path) -> None:
    folder = write_folder(
        tmp_path / "pass_dir", {"Rule.py": rule("from ..elsewhere import scaled")}, ["Rule"]
    )
    found = [v for c in check_pass_path(folder) for v in c.violations]
    assert [(v.rule, "beyond the pass folder" in v.message) for v in found] == [("import", True)]


def test_what_a_rule_uses_from_a_helper_takes_the_role_of_the_use(tmp_path: Path) -> None:
    helper = textwrap.dedent(HELPER) + "\n\ndef relu_pattern(x):\n    return torch.relu(x)\n"
    rule_text = (
        "import torch\nfrom pass_dir.common import relu_pattern as pattern, scaled\n\n\n"
        "def replacement_args(x):\n    return (x,)\n\n\ndef replacement_func():\n"
        "    return scaled\n"
    )
    folder = write_folder(
        tmp_path / "pass_dir", {"Rule.py": rule_text, "common.py": helper}, ["Rule"]
    )
    assert violations(folder) == set()
    # Imported again and left unused: still pattern code only.
    unused = rule_text.replace("scaled\n\n\n", "scaled, relu_pattern\n\n\n", 1)
    write_folder(folder, {"Rule.py": unused}, ["Rule"])
    assert violations(folder) == set()
    # Called by the rule's own pattern: pattern code; by its replacement side: replacement code.
    called = (
        "import torch\nfrom pass_dir.common import relu_pattern, scaled\n\n\n"
        "def pattern(x):\n    return relu_pattern(x)\n\n\n"
        "def replacement_args(x):\n    return (x,)\n\n\ndef replacement_func():\n"
        "    return scaled\n"
    )
    write_folder(folder, {"Rule.py": called}, ["Rule"])
    assert violations(folder) == set()
    returned = called.replace("    return scaled\n", "    return relu_pattern\n")
    write_folder(folder, {"Rule.py": returned}, ["Rule"])
    assert violations(folder) == {("torch-call", "common.py")}
    # Imported whole, any of its functions may run as a replacement.
    whole = (
        called.replace(
            "from pass_dir.common import relu_pattern, scaled", "import pass_dir.common as c"
        )
        .replace("relu_pattern(x)", "c.relu_pattern(x)")
        .replace("return scaled", "return c.scaled")
    )
    write_folder(folder, {"Rule.py": whole}, ["Rule"])
    assert violations(folder) == {("torch-call", "common.py")}


def test_the_loader_refuses_modules_outside_the_set_and_reads_only_source(
    tmp_path: Path,
) -> None:
    lazy = rule("", "_impl") + (
        "\n\ndef _impl(x):\n    mod = __import__('pass_dir.Stale', fromlist=['cheat'])\n"
        "    return mod.cheat(x)\n"
    )
    folder = write_folder(tmp_path / "pass_dir", {"Rule.py": lazy, "Stale.py": STALE}, ["Rule"])
    passes = load_passes(folder)
    with pytest.raises(ModuleNotFoundError, match="not among the modules"):
        passes.rules[0].replacement_func()(torch.ones(2))
    # A bytecode cache standing for other code than the source is never what runs.
    source = folder / "common.py"
    source.write_text("VALUE = 1\n")
    stamp = os.stat(source)
    py_compile.compile(str(source), cfile=importlib.util.cache_from_source(str(source)))
    source.write_text("VALUE = 2\n")
    os.utime(source, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    reader = rule("from pass_dir.common import VALUE", "_value") + (
        "\n\ndef _value(x):\n    return VALUE\n"
    )
    write_folder(folder, {"Rule.py": reader}, ["Rule"])
    assert load_passes(folder).rules[0].replacement_func()(None) == 2
    assert not (folder / "__pycache__" / "Rule.cpython-311.pyc").exists()


def test_an_init_runs_only_when_a_rule_imports_the_package(tmp_path: Path) -> None:
    failing_init = "raise RuntimeError('__init__ ran')\n"
    alone = write_folder(
        tmp_path / "a",
        {"Rule.py": rule("", "_f") + "\n\ndef _f(x):\n    return x\n", "__init__.py": failing_init},
        ["Rule"],
    )
    assert load_pass_dir(alone).passes.rules[0].name == "Rule"
    imported = write_folder(
        tmp_path / "b",
        {
            "Rule.py": rule("from pass_dir.common import scaled"),
            "common.py": HELPER,
            "__init__.py": failing_init,
        },
        ["Rule"],
    )
    with pytest.raises(PassLoadError, match=r"__init__\.py: importing it failed"):
        load_pass_dir(imported)


PATTERN_HEAD = """
import torch
import triton


def replacement_args(*args):
    return args


@torch.fx.wrap
def fused(a, b):
    return torch.empty_like(a)


def replacement_func():
    return fused


"""


def pattern_rules(body: str) -> set[str]:
    source = PATTERN_HEAD + textwrap.dedent(body)
    return {v.rule for v in inspect_source(source, "rule.py")}


@pytest.mark.parametrize(
    "body",
    [
        "def pattern(in_0, in_1):\n    eq = in_0.__eq__(0)\n    return eq.__and__(in_1)\n",
        "def pattern(in_0):\n    return torch._C._nn.pad(in_0, (0, 1), mode='constant', "
        "value=0.0)\n",
        "def pattern(x, w):\n    return torch.nn.functional.layer_norm(x, (64,), w, None, "
        "eps=1e-05)\n",
        "def pattern(v, g):\n    return torch._weight_norm(v, g, 0)\n",
        "def pattern(q, k, v):\n    return torch._native_multi_head_attention(q, k, v, 64, 1, "
        "None, None, None, None)\n",
        "def pattern(x):\n    torch._C._log_api_usage_once('x')\n    return x.__getitem__(0)\n",
        "@torch.fx.wrap\ndef pattern(a, b):\n    return torch.conv2d(a, b).sigmoid()\n",
        "def pattern(in_0, in_1):\n    in_1 += torch.conv2d(in_0, in_1)\n    return in_1\n",
    ],
)
def test_patterns_may_compute_as_graphs_do(body: str) -> None:
    assert pattern_rules(body) == set()


@pytest.mark.parametrize(
    "body, expected",
    [
        ("def pattern(x):\n    import os\n    return x\n", "import"),
        ("def pattern(x):\n    open('/etc/passwd')\n    return x\n", "file-access"),
        ("def pattern(x):\n    return getattr(torch, 'relu')(x)\n", "dynamic-access"),
        ("def pattern(x):\n    return x.__class__.__subclasses__()\n", "introspection"),
        ("def pattern(x):\n    torch.Tensor.__eq__ = None\n    return x\n", "monkey-patch"),
        ("def pattern(x):\n    return torch._dynamo.reset()\n", "compiler"),
        ("def pattern(x):\n    torch._disable_dynamo(x)\n    return x\n", "compiler"),
        ("def pattern(x):\n    return torch._import_dotted_name('os.system')\n", "compiler"),
        ("def pattern(x):\n    return torch._C._get_tracing_state()\n", "compiler"),
        (
            "SEEN = []\n\n\ndef pattern(x):\n    SEEN.append(x.shape)\n    return x\n",
            "mutable-state",
        ),
        ("SEEN = {}\n\n\ndef pattern(x):\n    SEEN['x'] = x\n    return x\n", "mutable-state"),
        (
            "LAST = None\n\n\ndef pattern(x):\n    global LAST\n    LAST = x\n    return x\n",
            "mutable-state",
        ),
        ("def pattern(x, seen=[]):\n    return x\n", "mutable-state"),
        ("def pattern(x):\n    return torch.relu(x)\n\n\nPATTERNS = [pattern]\n", "torch-call"),
    ],
)
def test_every_other_rule_still_applies_in_patterns(body: str, expected: str) -> None:
    assert expected in pattern_rules(body)


def test_a_pattern_the_replacement_calls_is_replacement_code() -> None:
    source = (
        PATTERN_HEAD.replace("    return torch.empty_like(a)\n", "    return pattern(a, b)\n")
        + "def pattern(a, b):\n    return torch.relu(a) + b\n"
    )
    assert "torch-call" in {v.rule for v in inspect_source(source, "rule.py")}


def test_check_command_reports_not_loaded_modules(
    tmp_path: Path, python_env: dict[str, str]
) -> None:
    folder = write_folder(
        tmp_path / "pass_dir",
        {
            "Rule.py": rule("from pass_dir.common import scaled"),
            "common.py": HELPER,
            "FuseLinearBias.py": STALE,
        },
        ["Rule"],
    )
    command = [sys.executable, "-m", "passnet.integrity", "check"]
    done = subprocess.run(
        [*command, str(folder)], env=python_env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines() == [
        f"not loaded  {folder / 'FuseLinearBias.py'}  no listed rule imports it: not judged, "
        "never run"
    ]
    as_json = subprocess.run(
        [*command, "--json", str(folder)],
        env=python_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    records = {Path(r["file"]).name: r for r in map(json.loads, as_json.stdout.splitlines())}
    assert records["FuseLinearBias.py"]["loaded"] is False
    assert records["common.py"]["loaded"] is True and records["Rule.py"]["violations"] == []


ROUTED = """
import torch
import triton

SCALE = 0.125


def pattern(a, b):
    return a * 0.125 + b


def replacement_args(a, b):
    route = "scale_add"
    return (a, b, route, SCALE)


@torch.fx.wrap
def fused(a, b, route, scale):
    if route == "scale_add":
        inverse = 1.0 / scale
        return torch.empty_like(a)
    raise NotImplementedError(route)


def replacement_func():
    return fused
"""


def test_constants_replacement_args_hands_on_are_no_tensors() -> None:
    assert inspect_source(ROUTED, "rule.py") == []
    # What arrives in a tensor's position is still a tensor, and computing in
    # replacement_args is still flagged.
    computed = ROUTED.replace("    inverse = 1.0 / scale\n", "    a = a / scale\n")
    assert {v.rule for v in inspect_source(computed, "rule.py")} == {"tensor-operator"}
    scaled = ROUTED.replace("return (a, b, route, SCALE)", "return (a * SCALE, b, route, SCALE)")
    assert {v.rule for v in inspect_source(scaled, "rule.py")} == {"replacement-args"}
    compared = ROUTED.replace('if route == "scale_add":', "if (a > 0).all():")
    assert "tensor-operator" in {v.rule for v in inspect_source(compared, "rule.py")}


def test_a_shared_dispatcher_knows_the_constants_rules_hand_it(tmp_path: Path) -> None:
    dispatcher = (
        "import torch\n\n\n@torch.fx.wrap\ndef dispatch(x, route, pad, stride=2):\n"
        "    out_h = (x.shape[2] + 2 * pad - 3) // stride + 1\n"
        "    if route == 'conv':\n        return torch.empty(out_h, device=x.device)\n"
        "    return x.new_empty(out_h)\n"
    )
    rule_text = (
        "import torch\nfrom pass_dir.shared import dispatch\n\nPAD = 1\n\n\n"
        "def pattern(x):\n    return torch.relu(x)\n\n\n"
        "def replacement_args(x):\n    return (x, 'conv', PAD)\n\n\n"
        "def replacement_func():\n    return dispatch\n"
    )
    folder = write_folder(
        tmp_path / "pass_dir", {"A.py": rule_text, "shared.py": dispatcher}, ["A"]
    )
    assert violations(folder) == set()
    # A second rule handing a tensor where the first hands a constant: a tensor there.
    other = rule_text.replace("return (x, 'conv', PAD)", "return (x, 'conv', x)")
    write_folder(folder, {"B.py": other}, ["A", "B"])
    assert violations(folder) == {("tensor-operator", "shared.py")}


def test_torch_view_functions_are_views_and_compute_is_not() -> None:
    views = ROUTED.replace(
        "        inverse = 1.0 / scale\n",
        "        first, second = torch.split(a, a.shape[-1] // 2, dim=-1)\n"
        "        flat = torch.flatten(torch.transpose(first, 0, 1))\n",
    )
    assert inspect_source(views, "rule.py") == []
    computed = views.replace("flat = torch.flatten(", "flat = torch.cumsum(")
    assert {v.rule for v in inspect_source(computed, "rule.py")} == {"torch-call"}
    # A view is still a tensor: an operator on it is compute.
    operated = views.replace("flat = torch.flatten(torch.transpose(first, 0, 1))", "flat = -first")
    assert {v.rule for v in inspect_source(operated, "rule.py")} == {"tensor-operator"}


CORPUS = Path(__file__).resolve().parents[1] / "integrity" / "corpus"


@pytest.mark.parametrize(
    "case, status, expected",
    [
        ("honest/22_stale_unlisted_module", 0, "not loaded  .*FuseLinearBias\\.py"),
        ("honest/23_pattern_graph_idioms", 0, None),
        ("honest/24_relative_helper", 0, None),
        ("exploits/75_helper_computes", 1, "^torch-call  .*common\\.py:\\d+:\\d+"),
        ("exploits/76_pattern_imports_os.py", 1, "^import  .*imports os"),
        ("exploits/77_pattern_patches_timer.py", 1, "^monkey-patch  .*torch\\.cuda\\.synchronize"),
        ("exploits/78_stale_module_by_string", 1, "^dynamic-access  .*uses globals"),
    ],
)
def test_the_engine_command_judges_the_new_corpus_cases(
    passnet_bin: Path, python_env: dict[str, str], case: str, status: int, expected: str | None
) -> None:
    done = subprocess.run(
        [str(passnet_bin), "integrity", "check", str(CORPUS / case)],
        env=python_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == status, done.stdout + done.stderr
    if expected is None:
        assert done.stdout == ""
    else:
        assert re.search(expected, done.stdout, re.M), done.stdout
