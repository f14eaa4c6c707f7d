"""``passes+inductor:`` (issue 36, item 1): a replacement inlined into the graph Inductor compiles,
so that its generated code launches the pass's kernel itself. The kernels must be compiled as on
a GPU (Triton's interpreter, the CPU's way to run them, cannot be traced), so the cases run in
``lowered_codegen.py``, a process of their own with ``TRITON_INTERPRET=0`` and Triton's driver
set to a CUDA target: Inductor writes the code, which is checked; nothing can run it here. All
cases share that one process (its imports cost more than a case), each after a dynamo reset."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from conftest import REPO_ROOT

pytest.importorskip("triton")

SCRIPT = Path(__file__).with_name("lowered_codegen.py")
EXAMPLE = REPO_ROOT / "examples" / "passes" / "attention_softmax"
REFERENCE = REPO_ROOT / "passes" / "reference"
EXPLOITS = REPO_ROOT / "tests" / "integrity" / "corpus" / "exploits"
SAMPLE = REPO_ROOT / "suites/passbench-h100/subgraphs/03486b6ca16993f99ea6c189894728cf"
# Every case the tests below read: (pass set, integrity, HOW, sample). HOW: "" (the judge's
# backend through dynamo), "--direct", "--public", "--model-direct" or "--custom-op"; SAMPLE: a
# GraphNet sample instead of the script's attention module.
Case = tuple[Path, bool, str, Path | None]
CASES: list[Case] = [
    (EXAMPLE, False, "", None),
    (EXAMPLE, False, "--direct", None),
    (EXAMPLE, False, "--public", None),
    (EXAMPLE, False, "--custom-op", None),
    (EXAMPLE, True, "", None),
    (EXPLOITS / "07_operator_in_wrapper.py", False, "", None),
    (EXPLOITS / "39_return_input_view.py", False, "", None),
    (EXPLOITS / "30_cache_module_dict.py", False, "", None),
    (REFERENCE, False, "--direct", SAMPLE),
    (REFERENCE, False, "--public", SAMPLE),
    (REFERENCE, False, "--model-direct", SAMPLE),
]


@pytest.fixture(scope="module")
def codegen(
    python_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory
) -> dict[Case, dict]:
    """Every case's code and report, from one run of ``lowered_codegen.py``."""
    cases = tmp_path_factory.mktemp("lowering") / "cases.json"
    cases.write_text(json.dumps([
        {"pass_set": str(p), "integrity": i, "how": h, "sample": str(s) if s else None}
        for p, i, h, s in CASES
    ]))  # fmt: skip
    env = {**python_env, "TRITON_INTERPRET": "0"}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(cases)], env=env, capture_output=True, text=True,
        timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    results = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(results) == len(CASES), done.stdout[-3000:] + done.stderr[-3000:]
    return dict(zip(CASES, results, strict=True))


def _codegen(
    codegen: dict[Case, dict],
    pass_set: Path,
    integrity: bool,
    how: str = "",
    sample: Path | None = None,
) -> dict:
    result = codegen[(pass_set, integrity, how, sample)]
    assert "failed" not in result, result["failed"]
    return result


def _call_body(code: str) -> str:
    return code[code.index("def call(") :].split("runner = Runner")[0]


@pytest.mark.parametrize("how", ["", "--direct"], ids=["dynamo", "direct"])
def test_the_kernel_is_launched_from_inductors_code_and_fused_around(
    how: str, codegen: dict[Case, dict]
) -> None:
    """The integrity layer is off here: its watched call runs the kernel, which needs a GPU.
    Under ``direct`` the traced module carries no shapes of its own: they are propagated."""
    result = _codegen(codegen, EXAMPLE, integrity=False, how=how)
    assert result["report"]["lowered"] == {"FuseScaleMaskSoftmax": 1}, result["report"]
    assert result["report"]["not_lowered"] == {}
    body = _call_body(result["code"])
    assert "_scale_mask_softmax_kernel_0.run(" in body, body
    assert "passnet_pass" not in result["code"]  # no custom op: no dispatcher round trip
    # The wrapper's view of the mask became Inductor's own reinterpretation (stride 0 where it
    # broadcasts), and the model's `* 2.0 + 1.0` after the softmax one fused C++ kernel.
    assert "reinterpret_tensor(arg2_1, (2, 2, 16, 16), (16, 0, 0, 1), 0)" in body, body
    assert "cpp_fused_add_mul" in body, body


@pytest.mark.parametrize(
    ("exploit", "reason"),
    [
        ("07_operator_in_wrapper.py", "the wrapper runs mul"),
        ("39_return_input_view.py", "an output is an input or a view of one"),
    ],
)
def test_a_wrapper_that_computes_or_aliases_stays_a_custom_op(
    codegen: dict[Case, dict], exploit: str, reason: str
) -> None:
    """Where the trace shows more than allocations, views and launches, the call is not lowered:
    it stays a custom op, whose guard judges every watched call as under passes+inductor."""
    result = _codegen(codegen, EXPLOITS / exploit, integrity=False)
    rule = Path(exploit).stem
    assert result["report"]["lowered"] == {rule: 0}, result["report"]
    assert any(reason in r for r in result["report"]["not_lowered"][rule]), result["report"]
    assert "torch.ops.passnet_pass.p_" in _call_body(result["code"])


def test_with_the_integrity_layer_a_trace_that_cannot_be_watched_is_not_lowered(
    codegen: dict[Case, dict],
) -> None:
    """The watched call of the trace runs its kernel; with no GPU it cannot, and the call stays a
    custom op rather than going unwatched."""
    result = _codegen(codegen, EXAMPLE, integrity=True)
    reasons = result["report"]["not_lowered"]["FuseScaleMaskSoftmax"]
    assert result["report"]["lowered"] == {"FuseScaleMaskSoftmax": 0}, result["report"]
    assert any("the watched call of the trace failed" in r for r in reasons), reasons


def test_a_users_model_gets_the_same_code_through_passnet_backend(
    codegen: dict[Case, dict],
) -> None:
    """``passnet.backend(SET)``, lowered by default (and the judge's ``model-passes:``)."""
    result = _codegen(codegen, EXAMPLE, integrity=False, how="--public")
    assert result["report"]["lowering"] == {
        "lowered": {"FuseScaleMaskSoftmax": 1},
        "not_lowered": {},
        "kernels": {"_scale_mask_softmax_kernel": "FuseScaleMaskSoftmax"},
    }, result["report"]
    body = _call_body(result["code"])
    assert "_scale_mask_softmax_kernel_0.run(" in body and "passnet_pass" not in body, body


def test_custom_op_backend_keeps_every_replacement_a_custom_op(codegen: dict[Case, dict]) -> None:
    """``passes+custom-op:`` (the fallback alone, kept to measure against): Inductor's code calls
    the replacement's op through the dispatcher, and nothing is lowered."""
    result = _codegen(codegen, EXAMPLE, integrity=False, how="--custom-op")
    assert "lowered" not in result["report"], result["report"]
    body = _call_body(result["code"])
    assert "passnet_pass" in body and "_scale_mask_softmax_kernel_0.run(" not in body, body


@pytest.mark.parametrize("how", ["--direct", "--public", "--model-direct"])
def test_a_real_samples_match_is_lowered_with_fp32_float_arguments(
    how: str, codegen: dict[Case, dict]
) -> None:
    """A reference pass on one of its subgraphs, through each way in. Under ``direct`` the traced
    module carries no shapes until they are propagated (on the H200 every direct match, whole
    models included, stayed a custom op for want of them). The batch norm's eps, typed fp64 as
    Inductor types a float argument, made the lowered kernel's normalisation fp64 arithmetic,
    where the judged kernel's is fp32."""
    result = _codegen(codegen, REFERENCE, integrity=False, how=how, sample=SAMPLE)
    report = result["report"] if how == "--direct" else result["report"]["lowering"]
    assert report["lowered"]["FuseBatchNormSilu"] == 1, report
    signatures = re.findall(r"'signature': \{[^}]*\}", result["code"])
    assert len(signatures) == 1 and "'eps': 'fp32'" in signatures[0], signatures


def test_the_time_share_counts_op_calls_and_lowered_kernels_once() -> None:
    """On CUDA a custom op's event carries its kernels' device time and a lowered replacement is
    only its kernels: each counted once against every kernel of the calls."""
    import torch

    from passnet.runtime.passes.time_share import share_of

    cuda, host = torch.autograd.DeviceType.CUDA, torch.autograd.DeviceType.CPU

    def event(name: str, kind: Any, device_us: float) -> SimpleNamespace:
        return SimpleNamespace(
            name=name, device_type=kind, device_time_total=device_us, cpu_time_total=1.0,
            cpu_parent=None,
        )  # fmt: skip

    events = [
        event("passnet_pass::p_fuse_1", host, 30.0),  # a custom op around its kernel
        event("fuse_kernel", cuda, 30.0),
        event("_lowered_kernel", cuda, 50.0),  # inlined: no op around it
        event("triton_poi_fused_add_0", cuda, 20.0),  # Inductor's own
    ]
    share = share_of(
        events, {"passnet_pass::p_fuse_1": "Fuse"}, {"_lowered_kernel": "Lowered"}, True, 2, 1.0
    )
    assert share.rules == {"Fuse": 0.3, "Lowered": 0.5} and share.total() == 0.8
    assert share.basis == "cuda kernels" and share.total_ms == 0.05  # 100 us over 2 calls


def test_a_pass_that_caches_in_python_is_lowered_as_the_one_call_it_traced(
    codegen: dict[Case, dict],
) -> None:
    """An exploit that keeps outputs in a dict keyed by the inputs' addresses, to skip the
    kernel on later calls: its trace is one honest call, so the lowered code launches the kernel
    on every call, and there is no Python left to consult the cache."""
    result = _codegen(codegen, EXPLOITS / "30_cache_module_dict.py", integrity=False)
    assert result["report"]["lowered"] == {"30_cache_module_dict": 1}, result["report"]
    body = _call_body(result["code"])
    assert "_kernel_0.run(" in body and "passnet_pass" not in body, body
