"""The dynamic integrity layers: the dispatch guard and the runtime checks around a watched call
(driven directly through :class:`~passnet.integrity.guard.Monitor`), the harness identity, the
precision and refresh helpers, the worker's sandbox (in a subprocess, as the worker enters it),
and the whole red-team corpus judged by ``passnet bench run`` on the CPU: every exploit caught
by the layer its file names, no honest pass flagged."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from conftest import REPO_ROOT
from passnet.integrity import guard
from passnet.integrity.harness import (
    HarnessIdentity,
    precision_gap,
    refresh,
    shuffle,
    value_statistics,
)
from passnet.integrity.redteam import detection_table, load_corpus, run_corpus

CPU = torch.device("cpu")
CORPUS = REPO_ROOT / "tests" / "integrity" / "corpus"
TARGET = REPO_ROOT / "examples" / "samples" / "attention_scores"


def _watched(fn: Any, *args: torch.Tensor) -> tuple[guard.Monitor, Any]:
    monitor = guard.Monitor(CPU)
    result = None
    try:
        result = monitor.watched("p", None, fn, args)
    except guard.IntegrityViolation:
        pass
    return monitor, result


def _rules(monitor: guard.Monitor) -> set[str]:
    return {v.rule for v in monitor.violations}


def test_allocation_views_and_metadata_pass_the_guard() -> None:
    def honest(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(a)
        view = a.view(-1).reshape(a.shape).permute(0, 1).expand(a.shape)
        _ = (view.stride(), torch.promote_types(a.dtype, b.dtype), a.is_contiguous())
        zeros = torch.zeros(3)
        zeros.fill_(1.0)
        out.view(torch.uint8).fill_(0)  # a fill of what the wrapper allocated
        return out

    monitor, _ = _watched(honest, torch.randn(2, 3), torch.randn(2, 3))
    assert monitor.violations == []


def _kernel_writes_into(a: torch.Tensor) -> torch.Tensor:
    """What a Triton kernel storing into an input does: no aten op the guard could see."""
    with guard.kernel_launch():
        a.zero_()
    out = torch.empty_like(a)
    with guard.kernel_launch():
        out.fill_(0)
    return out


@pytest.mark.parametrize(
    ("rule", "fn"),
    [
        ("aten-op", lambda a, b: torch.add(a, b)),
        ("aten-op", lambda a, b: a.t().contiguous()),  # a real copy
        ("aten-op", lambda a, b: torch.empty_like(a).copy_(a)),
        ("input-mutation", lambda a, b: _kernel_writes_into(a)),
        ("output-alias", lambda a, b: a.view(-1)),
        ("stale-memory", lambda a, b: torch.empty_like(a)),
        ("lazy-result", lambda a, b: [a.shape]),
    ],
)
def test_each_runtime_rule_catches_its_cheat(rule: str, fn: Any) -> None:
    monitor, _ = _watched(fn, torch.randn(2, 3), torch.randn(2, 3))
    assert rule in _rules(monitor), monitor.violations


def _launched_through_the_kernel_op(a: torch.Tensor, half: bool) -> torch.Tensor:
    """What a lowered pass's trace runs (passes/lowering.py): an allocation, then Triton's
    kernel higher-order op, which launches a kernel that doubles A (all of it, or half)."""
    triton = pytest.importorskip("triton")
    from torch._higher_order_ops.triton_kernel_wrap import (
        kernel_side_table,
        triton_kernel_wrapper_mutation,
    )

    out = torch.empty_like(a)
    n = a.numel() // 2 if half else a.numel()
    triton_kernel_wrapper_mutation(
        kernel_idx=kernel_side_table.add_kernel(_double_kernel(triton)),
        constant_args_idx=kernel_side_table.add_constant_args({"BLOCK": 64}),
        grid=[(triton.cdiv(n, 64), 1, 1)],
        tma_descriptor_metadata={},
        kwargs={"x_ptr": a, "out_ptr": out, "n": n},
    )
    return out


def _double_kernel(triton: Any) -> Any:
    import triton.language as tl

    @triton.jit
    def double(x_ptr, out_ptr, n, BLOCK: tl.constexpr):  # noqa: ANN001, ANN202
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        inside = offsets < n
        tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=inside) * 2, mask=inside)

    return double


def test_a_launch_through_tritons_kernel_op_is_watched_like_a_wrapper() -> None:
    """A lowered trace's watched call: the kernel op is a launch, let through, and the runtime
    checks hold around it (a kernel that writes half its output leaves the poison showing)."""
    a = torch.randn(200)
    monitor, result = _watched(lambda x: _launched_through_the_kernel_op(x, half=False), a)
    assert monitor.violations == [] and result is not None
    torch.testing.assert_close(result, a * 2)
    monitor, _ = _watched(lambda x: _launched_through_the_kernel_op(x, half=True), a)
    assert _rules(monitor) == {"stale-memory"}, monitor.violations


def test_a_violation_is_recorded_even_when_the_pass_swallows_it() -> None:
    def swallowing(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        try:
            return torch.add(a, b)
        except Exception:
            out = torch.empty_like(a)
            out.fill_(0)
            return out

    monitor, _ = _watched(swallowing, torch.randn(2), torch.randn(2))
    assert "aten-op" in _rules(monitor)


def test_an_output_kept_from_an_earlier_call_is_an_alias() -> None:
    kept: list[torch.Tensor] = []

    def reusing(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        if not kept:
            out = torch.empty_like(a)
            out.fill_(1.0)
            kept.append(out)
        return kept[0]

    monitor = guard.Monitor(CPU)
    monitor.watched("p", None, reusing, (torch.randn(2), torch.randn(2)))
    with pytest.raises(guard.IntegrityViolation):
        monitor.watched("p", None, reusing, (torch.randn(2), torch.randn(2)))
    assert "output-alias" in _rules(monitor)


def test_unwatched_calls_go_straight_through() -> None:
    monitor = guard.Monitor(CPU)
    monitor.watch_all = False
    guard.activate(monitor)
    try:
        assert torch.equal(
            guard.invoke("p", None, torch.add, (torch.ones(2), torch.ones(2))), 2 * torch.ones(2)
        )
    finally:
        guard.activate(None)
    assert monitor.watched_calls == 0 and monitor.violations == []


def test_harness_identity_sees_a_replaced_timer(monkeypatch: pytest.MonkeyPatch) -> None:
    identity = HarnessIdentity()
    assert identity.changed() == []
    monkeypatch.setattr(torch, "allclose", lambda *args, **kwargs: True)
    changed = identity.changed()
    assert len(changed) == 1 and changed[0].startswith("torch.allclose: replaced by")


def test_precision_gap_tells_float16_compute_from_reordering() -> None:
    torch.manual_seed(0)
    x = torch.randn(4096)
    wide = (x.double() * 0.125).exp()
    eager = (x * 0.125).exp()
    reordered = (x * 0.125).exp() * (1 + 1e-7)
    downgraded = (x.half() * 0.125).exp().float()
    assert precision_gap([reordered], [eager], [wide]) is None
    gap = precision_gap([downgraded], [eager], [wide])
    assert gap is not None and "float32" in gap


def test_refresh_keeps_buffers_and_replaces_degenerate_inputs() -> None:
    torch.manual_seed(0)
    x = torch.randn(1000) * 3 + 5
    inputs = {"x": x.clone(), "mask": torch.zeros(64), "index": torch.arange(50), "n": 3}
    addresses = {k: v.data_ptr() for k, v in inputs.items() if isinstance(v, torch.Tensor)}
    refresh(inputs, torch.Generator().manual_seed(1), torch.Generator().manual_seed(2))
    assert {k: v.data_ptr() for k, v in inputs.items() if isinstance(v, torch.Tensor)} == addresses
    assert not torch.equal(inputs["x"], x)
    assert abs(float(inputs["x"].mean()) - 5) < 0.5 and abs(float(inputs["x"].std()) - 3) < 0.5
    assert bool(inputs["mask"].any())
    assert torch.equal(inputs["index"].sort().values, torch.arange(50))
    assert not torch.equal(inputs["index"], torch.arange(50))
    values = torch.arange(100)
    shuffled = values.clone()
    shuffle([shuffled], torch.Generator().manual_seed(2))
    assert not torch.equal(shuffled, values) and torch.equal(shuffled.sort().values, values)


def test_repeated_refreshes_draw_from_the_replayed_statistics() -> None:
    # Each trial must draw from the replay's spread, not the previous trial's values: a zero mask
    # drawn small once would otherwise stay small, and a cheat that ignores it would pass twice.
    mask = torch.zeros(4096)
    replayed = value_statistics({"mask": mask})
    inputs = {"mask": mask}
    refresh(inputs, torch.Generator().manual_seed(1), torch.Generator(), replayed)
    mask.mul_(1e-3)  # as if the first draw had been tiny
    refresh(inputs, torch.Generator().manual_seed(2), torch.Generator(), replayed)
    assert abs(float(mask.std()) - 1.0) < 0.1
    refresh(inputs, torch.Generator().manual_seed(3), torch.Generator())  # its own statistics
    assert abs(float(mask.std()) - 1.0) < 0.1


SANDBOX_PROBE = """
import json, os, resource, socket, sys
from passnet.integrity import sandbox
warnings = sandbox.enter("cpu")
print(json.dumps({
    "warnings": list(warnings),
    "secret": os.environ.get("PASSNET_TEST_SECRET_TOKEN_X") or os.environ.get("AWS_SECRET"),
    "kept": os.environ.get("PASSNET_KEEP_ME"),
    "cwd": os.getcwd(),
    "tmpdir": os.environ.get("TMPDIR"),
    "core": resource.getrlimit(resource.RLIMIT_CORE)[0],
    "files": resource.getrlimit(resource.RLIMIT_NOFILE)[0],
    "address_space": resource.getrlimit(resource.RLIMIT_AS)[0],
    "interfaces": [name for _, name in socket.if_nameindex()],
}))
"""


def test_the_sandbox_scrubs_isolates_and_limits(python_env: dict[str, str], tmp_path: Path) -> None:
    env = {**python_env, "AWS_SECRET": "s3cr3t", "PASSNET_KEEP_ME": "yes"}
    done = subprocess.run(
        [sys.executable, "-c", SANDBOX_PROBE],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["secret"] is None and seen["kept"] == "yes"
    assert seen["cwd"] != str(tmp_path) and seen["cwd"] == seen["tmpdir"]
    assert Path(seen["cwd"]).name.startswith("passnet-worker-")
    assert not Path(seen["cwd"]).exists()  # removed at exit
    assert seen["core"] == 0 and 0 < seen["files"] <= 4096
    assert seen["address_space"] != -1 and seen["address_space"] > 0
    if not any("network" in w for w in seen["warnings"]):
        assert seen["interfaces"] == ["lo"]


@pytest.mark.parametrize("pass_backend", ["passes", "passes+inductor"])
def test_the_red_team_corpus_is_caught_layer_by_layer(
    passnet_bin: Path, python_env: dict[str, str], tmp_path: Path, pass_backend: str
) -> None:
    """The whole corpus, as the rewritten graph runs (``passes:``) and inside Inductor's code,
    each replacement a custom op (``passes+inductor:``): every exploit caught by its layer, no
    honest pass flagged, either way."""
    items = load_corpus([CORPUS, REPO_ROOT / "examples" / "passes"])
    env = {**python_env, "TRITON_INTERPRET": "1"}
    # Two sandbox exploits spin until their timeout, burning a core each way: 20 s is twice the
    # slowest of the other exploits run alone (9 s, a compile under passes+inductor), so each
    # hang has started its spin well before the timeout ends it.
    findings = run_corpus(
        items,
        TARGET,
        passnet_bin,
        tmp_path / "redteam",
        "cpu",
        env,
        pass_backend=pass_backend,
        alone_timeout=20,
    )
    table = detection_table(findings)
    print(table)
    assert all(f.as_expected for f in findings), table
    # Passes that cheat only when captured in a CUDA graph are honest on the CPU: not run here.
    skipped = {f.item.name for f in findings if f.status == "skipped"}
    assert skipped == {i.name for i in items if i.needs == "cudagraph"} and skipped, table
    layers = {f.layer for f in findings if f.item.expect == "exploit" and f.status != "skipped"}
    assert layers == {"static", "dispatch", "runtime", "sandbox"}, table
    assert os.path.isdir(tmp_path / "redteam" / "together")
