"""The worker's ``kernels`` request: Inductor kernel counts of a sample (prefix analysis)."""

from __future__ import annotations

import json
from pathlib import Path

import torch

from conftest import REPO_ROOT
from passnet.runtime.worker.server import handle_line

EXAMPLES = REPO_ROOT / "examples" / "samples"
CPU = torch.device("cpu")


def _ask(sample: Path | str) -> dict[str, object]:
    reply, keep = handle_line(json.dumps({"cmd": "kernels", "id": 5, "sample": str(sample)}), CPU)
    assert keep and reply is not None
    return reply


def _write(folder: Path, body: str) -> Path:
    folder.mkdir(parents=True)
    (folder / "model.py").write_text(
        "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
        "    def forward(self, x):\n" + body
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
