"""The worker's ``kernels`` request: Inductor kernel counts of a sample (prefix analysis)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import torch

from conftest import REPO_ROOT
from passnet.runtime.worker.server import handle_line

EXAMPLES = REPO_ROOT / "examples" / "samples"
CPU = torch.device("cpu")


def _ask(sample: Path | str, groups: bool = False) -> dict[str, Any]:
    request = {"cmd": "kernels", "id": 5, "sample": str(sample), "groups": groups}
    reply, keep = handle_line(json.dumps(request), CPU)
    assert keep and reply is not None
    return reply


def _write(folder: Path, body: str) -> Path:
    folder.mkdir(parents=True)
    (folder / "model.py").write_text(
        "import torch\n\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, x):\n" + body
    )
    (folder / "weight_meta.py").write_text(
        'class Program_weight_tensor_meta_x:\n    name = "x"\n    shape = [64, 64]\n'
        '    dtype = "torch.float32"\n    device = "cpu"\n    mean = 0.0\n    std = 1.0\n'
        "    data = None\n"
    )
    return folder


def test_pointwise_chain_fuses_into_one_kernel(tmp_path: Path) -> None:
    one = _write(tmp_path / "one", "        a = x * 2\n        return (a,)\n")
    chain = _write(
        tmp_path / "chain",
        "        a = x * 2\n        b = a + 1\n        c = b.relu()\n        return (c,)\n",
    )
    first, fused = _ask(one), _ask(chain)
    assert first["event"] == "kernels" and first["status"] == "ok", first
    assert fused["status"] == "ok", fused
    assert first["launched"] is None  # launches are counted on CUDA only
    # Adding pointwise ops adds no kernel: what prefix analysis looks for.
    assert fused["generated"] == first["generated"] >= 1
    assert fused["graphs"] == 1


def test_a_reduction_after_a_matmul_needs_more_kernels() -> None:
    reply = _ask(EXAMPLES / "mlp_block")
    assert reply["status"] == "ok", reply
    assert isinstance(reply["generated"], int) and reply["generated"] >= 2


def test_failures_are_statuses_not_crashes(tmp_path: Path) -> None:
    broken = _write(tmp_path / "broken", "        raise ValueError('no')\n")
    reply = _ask(broken)
    assert reply["status"] == "eager_fail"
    assert "ValueError" in str(reply["error"])
    missing = _ask(tmp_path / "missing")
    assert missing["event"] == "error" and "no such sample folder" in str(missing["error"])


def test_groups_name_the_statements_each_kernel_holds(tmp_path: Path) -> None:
    chain = _write(
        tmp_path / "chain",
        "        a = x * 2\n        b = a + 1\n        c = b.relu()\n        return (c,)\n",
    )
    reply = _ask(chain, groups=True)
    assert reply["status"] == "ok", reply
    assert reply["groups"] == [{"nodes": ["a", "b", "c"], "extern": False}]
    assert reply["generated"] == 1 and reply["graphs"] == 1 and reply["launched"] is None


def test_groups_do_not_depend_on_values_that_fail_when_run(tmp_path: Path) -> None:
    """A groups compile runs none of the sample's ops, so replayed values that make the sample
    fail (not positive definite, indices out of range) do not cost its groups."""
    cholesky = _write(
        tmp_path / "cholesky",
        "        g = x * 2\n        c = torch.linalg.cholesky(g)\n        d = c.relu()\n"
        "        return (d,)\n",
    )
    gather = _write(
        tmp_path / "gather",
        "        i = (x * 1000).long()\n        g = torch.gather(x, 1, i)\n        h = g + 1\n"
        "        return (h,)\n",
    )
    for sample in (cholesky, gather):
        assert _ask(sample)["status"] == "eager_fail"
        reply = _ask(sample, groups=True)
        assert reply["status"] == "ok", reply
        assert reply["groups"] and reply["graphs"] == 1
    fused = [g["nodes"] for g in _ask(gather, groups=True)["groups"] if not g["extern"]]
    assert fused == [["g", "h", "i", "mul"]]  # the gather reads its indices where they are made
    by_extern = {g["extern"] for g in _ask(cholesky, groups=True)["groups"]}
    assert by_extern == {True, False}  # the factorisation is a library call


def test_a_graph_break_runs_the_sample_for_its_later_graphs(tmp_path: Path) -> None:
    broken = _write(
        tmp_path / "graph_break",
        "        a = x * 2\n        b = a.relu()\n        torch._dynamo.graph_break()\n"
        "        c = b + 1\n        d = c.sigmoid()\n        return (d,)\n",
    )
    reply = _ask(broken, groups=True)
    assert reply["status"] == "ok", reply
    assert reply["graphs"] == 2
    assert [g["nodes"] for g in reply["groups"]] == [["a", "b"], ["c", "d"]]
    failing = _write(
        tmp_path / "graph_break_cholesky",
        "        a = x * 2\n        torch._dynamo.graph_break()\n"
        "        c = torch.linalg.cholesky(a)\n        return (c,)\n",
    )
    assert _ask(failing, groups=True)["status"] == "eager_fail"


def test_groups_of_a_sample_naming_another_device_equal_the_remapped_run(tmp_path: Path) -> None:
    """Traced first without the device-remapping modes, a graph holding a tensor off the
    worker's device (here a CUDA literal on the CPU) is traced again with them: its groups are
    those of the graph that runs, every tensor on the worker's device."""
    literal = _write(
        tmp_path / "cuda_literal",
        '        a = x * 2\n        b = torch.ones(64, 64, device="cuda:0")\n'
        "        c = a + b\n        return (c,)\n",
    )
    assert _ask(literal)["status"] == "ok"  # the eager run remaps it too
    reply = _ask(literal, groups=True)
    assert reply["status"] == "ok", reply
    assert [g["nodes"] for g in reply["groups"]] == [["a", "b", "c"]]
    # An island that never meets the inputs reaches Inductor whole: the device check sends it
    # round again, rather than scheduling it as a kernel of another device.
    island = _write(
        tmp_path / "cuda_island",
        '        a = x * 2\n        b = torch.ones(64, 64, device="cuda:0")\n'
        "        c = b * 3\n        return (a, c)\n",
    )
    reply = _ask(island, groups=True)
    assert reply["status"] == "ok", reply
    assert [g["nodes"] for g in reply["groups"]] == [["a"], ["c"]]  # the ones fold into c
