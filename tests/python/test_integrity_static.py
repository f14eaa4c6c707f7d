"""The static integrity layer: rules over pass sources (each with a minimal cheat and the honest
form it must not confuse it with), the red-team corpus's static verdicts, and the
``python -m passnet.integrity check`` command (one line per violation with file:line:col, exit
status 1 on violations, 2 on an unusable path)."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import REPO_ROOT
from passnet.integrity.redteam import load_corpus
from passnet.integrity.static import (
    StaticError,
    check_pass_file,
    check_pass_path,
    inspect_file,
    inspect_source,
)

CORPUS = REPO_ROOT / "tests" / "integrity" / "corpus"
HONEST_ELSEWHERE = [REPO_ROOT / "passes" / "reference", REPO_ROOT / "examples" / "passes"]

HEAD = """
import torch
import triton
import triton.language as tl


def pattern(a, b):
    return a * 0.125 + b


def replacement_args(a, b):
    return (a, b)


@triton.jit
def _kernel(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    a = tl.load(a_ptr + offsets, mask=inside)
    tl.store(out_ptr + offsets, a * 0.125 + tl.load(b_ptr + offsets, mask=inside), mask=inside)


def replacement_func():
    return fused
"""


def _rules(body: str, head: str = HEAD) -> set[str]:
    source = textwrap.dedent(head) + textwrap.dedent(body)
    return {v.rule for v in inspect_source(source, "pass.py")}


HONEST_WRAPPER = """
@torch.fx.wrap
def fused(a, b):
    out = torch.empty_like(a)
    n = a.numel()
    _kernel[(triton.cdiv(n, 1024),)](a, b, out, n, BLOCK=1024)
    return out
"""


@pytest.mark.parametrize(
    ("rule", "body"),
    [
        ("torch-call", "@torch.fx.wrap\ndef fused(a, b):\n    return torch.add(a * 0.125, b)\n"),
        (
            "torch-call",
            "F = torch.nn.functional\n\n@torch.fx.wrap\ndef fused(a, b):\n    return F.relu(a)\n",
        ),
        ("torch-call", "@torch.fx.wrap\ndef fused(a, b):\n    return torch.ops.aten.add(a, b)\n"),
        ("torch-call", "@torch.fx.wrap\ndef fused(a, b):\n    return a.mul(0.125).add(b)\n"),
        ("tensor-operator", "@torch.fx.wrap\ndef fused(a, b):\n    return a * 0.125 + b\n"),
        (
            "tensor-operator",
            "@torch.fx.wrap\ndef fused(a, b):\n    out = torch.empty_like(a)\n"
            "    out += b\n    return out\n",
        ),
        (
            "dynamic-access",
            "@torch.fx.wrap\ndef fused(a, b):\n    return getattr(torch, 'ad' + 'd')(a, b)\n",
        ),
        ("compiler", "@torch.fx.wrap\ndef fused(a, b):\n    return torch.compile(pattern)(a, b)\n"),
        ("eval", "@torch.fx.wrap\ndef fused(a, b):\n    return eval('a * 0.125 + b')\n"),
        ("import", "import os\n@torch.fx.wrap\ndef fused(a, b):\n    return a\n"),
        ("file-access", "@torch.fx.wrap\ndef fused(a, b):\n    open('/tmp/x').read()\n"),
        ("introspection", "import gc\n@torch.fx.wrap\ndef fused(a, b):\n    return a\n"),
        (
            "introspection",
            "@torch.fx.wrap\ndef fused(a, b):\n    return fused.__globals__['torch']\n",
        ),
        ("monkey-patch", "torch.allclose = lambda *a, **k: True\n" + HONEST_WRAPPER),
        (
            "mutable-state",
            "_CACHE = {}\n\n@torch.fx.wrap\ndef fused(a, b):\n"
            "    _CACHE[a.data_ptr()] = a\n    return a\n",
        ),
        (
            "mutable-state",
            "@torch.fx.wrap\ndef fused(a, b, _seen={}):\n    return _seen.setdefault(1, a)\n",
        ),
        (
            "mutable-state",
            "@torch.fx.wrap\ndef fused(a, b):\n    fused.calls = 1\n    return a\n",
        ),
        (
            "fallback",
            "@torch.fx.wrap\ndef fused(a, b):\n    try:\n        raise ValueError\n"
            "    except ValueError:\n        return pattern(a, b)\n",
        ),
        (
            "kernel-body",
            "@triton.jit\ndef _bad(x_ptr):\n    torch.relu(x_ptr)\n" + HONEST_WRAPPER,
        ),
    ],
)
def test_each_rule_catches_its_minimal_cheat(rule: str, body: str) -> None:
    assert rule in _rules(body)


def test_replacement_args_may_only_select_its_parameters() -> None:
    head = HEAD.replace("    return (a, b)\n", "    return (a * 0.125, b)\n", 1)
    assert "replacement-args" in _rules(HONEST_WRAPPER, head)
    reordered = HEAD.replace("    return (a, b)\n", "    return b, a\n", 1)
    assert _rules(HONEST_WRAPPER, reordered) == set()


@pytest.mark.parametrize(
    "body",
    [
        HONEST_WRAPPER,
        # aliases of allowed allocators, metadata arithmetic, views, a helper on ints
        "alloc = torch.empty_like\n_BLOCK = 1024\n\ndef _grid(n):\n    return (n + _BLOCK - 1)"
        " // _BLOCK,\n\n@torch.fx.wrap\ndef fused(a, b):\n    out = alloc(a)\n"
        "    b = b.expand(a.shape).reshape(-1)\n    n = a.numel() * 1\n"
        "    _kernel[_grid(n)](a, b, out, n, BLOCK=_BLOCK)\n    return out.view(a.shape)\n",
        # try/except around a check that re-raises, a kernel chosen by dtype
        "@torch.fx.wrap\ndef fused(a, b):\n    try:\n        if a.dim() > 4:\n"
        "            raise ValueError(a.shape)\n    except ValueError as error:\n"
        "        raise NotImplementedError('rank') from error\n"
        "    out = torch.empty(a.shape, dtype=torch.promote_types(a.dtype, b.dtype),"
        " device=a.device)\n    block = 512 if a.dtype == torch.float16 else 1024\n"
        "    _kernel[(triton.cdiv(a.numel(), block),)](a, b, out, a.numel(), BLOCK=block)\n"
        "    return out\n",
    ],
)
def test_legal_wrappers_are_clean(body: str) -> None:
    assert _rules(body) == set()


def test_imports_and_decorators_of_legal_kernels_are_clean() -> None:
    head = HEAD.replace(
        "import triton.language as tl\n",
        "import triton.language as tl\nimport torch.fx\nfrom torch.fx import wrap\n"
        "from triton.language.extra import libdevice\n",
        1,
    )
    body = (
        "_CONFIGS = [triton.Config({'BLOCK': 256}, num_warps=4)]\n\n"
        "@triton.autotune(configs=_CONFIGS, key=['n'])\n@triton.jit\n"
        "def _tuned(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
        "    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    x = tl.load(x_ptr + offsets, mask=offsets < n)\n"
        "    tl.store(out_ptr + offsets, libdevice.exp(x), mask=offsets < n)\n\n"
        "@wrap\ndef fused(a, b):\n    out = torch.empty_like(a)\n"
        "    torch.cuda.current_stream() if a.is_cuda else None\n"
        "    _tuned[lambda meta: (triton.cdiv(a.numel(), meta['BLOCK']),)](a, out, a.numel())\n"
        "    return out\n"
    )
    assert _rules(body, head) == set()
    assert "compiler" in _rules(HONEST_WRAPPER, head + "import torch._dynamo\n")


def test_the_pattern_side_may_compute_with_torch() -> None:
    head = HEAD.replace(
        "    return a * 0.125 + b\n",
        "    t = torch._C._nn.linear(a, b)\n    return torch.nn.functional.gelu(t)\n",
        1,
    )
    assert _rules(HONEST_WRAPPER, head) == set()


def test_a_syntax_error_names_file_line_and_column(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("def pattern(:\n")
    with pytest.raises(StaticError, match=r"broken\.py:1:\d+: SyntaxError"):
        inspect_file(broken)


def test_corpus_static_verdicts_match_their_labels() -> None:
    items = load_corpus([CORPUS, *HONEST_ELSEWHERE])
    exploits = [i for i in items if i.expect == "exploit"]
    honest = [i for i in items if i.expect == "honest"]
    assert len(exploits) >= 40 and len(honest) >= 20
    assert {i.exploit_class for i in exploits} >= set(range(1, 17))
    problems = []
    for item in items:  # a file as its folder is checked, a pass folder whole
        checks = [check_pass_file(item.path)] if item.path.is_file() else check_pass_path(item.path)
        assert all(c.error is None for c in checks), [c.error for c in checks]
        rules = {v.rule for c in checks for v in c.violations}
        if item.expect == "honest" and rules:
            problems.append(f"{item.path}: honest but flagged {sorted(rules)}")
        elif item.expect == "exploit" and item.layer == "static" and item.rule not in rules:
            problems.append(f"{item.path}: expected {item.rule}, got {sorted(rules)}")
        elif item.expect == "exploit" and item.layer != "static" and rules:
            problems.append(f"{item.path}: for the {item.layer} layer, but static {sorted(rules)}")
    assert not problems, "\n".join(problems)
    # The new cases are there: pass folders among them (issue 30).
    assert sum(1 for i in items if i.path.is_dir() and i.expect == "honest") >= 3
    assert sum(1 for i in items if i.path.is_dir() and i.expect == "exploit") >= 2
    # The honest pass sets whole, helper modules included (checked as replacement-side code).
    for root in HONEST_ELSEWHERE:
        for checked in check_pass_path(root):
            assert checked.error is None and not checked.violations, checked


def test_check_command_prints_one_line_per_violation(
    tmp_path: Path, python_env: dict[str, str]
) -> None:
    cheat = tmp_path / "cheat.py"
    cheat.write_text(
        textwrap.dedent(HEAD) + "import os\n\n@torch.fx.wrap\ndef fused(a, b):\n"
        "    return torch.add(a, b)\n"
    )
    command = [sys.executable, "-m", "passnet.integrity", "check"]
    done = subprocess.run(
        [*command, str(cheat)], env=python_env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2
    assert re.match(r"^import  \S+cheat\.py:\d+:1  imports os: import os$", lines[0]), lines
    assert re.match(r"^torch-call  \S+cheat\.py:\d+:\d+  .*torch\.add", lines[1]), lines
    clean = subprocess.run(
        [*command, str(REPO_ROOT / "passes" / "reference")],
        env=python_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert clean.returncode == 0 and clean.stdout == "", clean.stdout + clean.stderr
    missing = subprocess.run(
        [*command, str(tmp_path / "nowhere")], env=python_env, capture_output=True, text=True
    )
    assert missing.returncode == 2 and "no such pass file or folder" in missing.stderr
