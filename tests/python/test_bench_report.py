"""End-to-end test of ``passnet bench report`` on a real CPU run (eager vs inductor).

The run is made once per module with ``passnet bench run`` on the bundled example samples; the
report must agree with run.db, attribute no slow sample on the CPU (no device time), and write
well-formed charts.
"""

from __future__ import annotations

import json
import math
import sqlite3
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from conftest import REPO_ROOT

EXAMPLES = REPO_ROOT / "examples" / "samples"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def run_dir(
    tmp_path_factory: pytest.TempPathFactory, passnet_bin: Path, python_env: dict[str, str]
) -> Path:
    """A finished CPU run of the example samples under eager and inductor."""
    out = tmp_path_factory.mktemp("report") / "run"
    command = [str(passnet_bin), "bench", "run", "--samples", str(EXAMPLES), "--out", str(out)]
    command += ["--device", "cpu", "--backends", "eager,inductor", "--warmup", "1", "--trials"]
    command += ["3", "--json", "-q"]
    done = subprocess.run(command, env=python_env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    return out


def _report(passnet_bin: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(passnet_bin), "bench", "report", *args], capture_output=True, text=True, timeout=60
    )


def test_report_matches_the_run_and_writes_charts(passnet_bin: Path, run_dir: Path) -> None:
    done = _report(passnet_bin, str(run_dir), "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["device"] == "cpu"
    assert [b["backend"] for b in report["backends"]] == ["inductor"]
    inductor = report["backends"][0]

    with sqlite3.connect(run_dir / "run.db") as db:
        rows = db.execute(
            "SELECT sample, speedup_e2e FROM results WHERE backend = 'inductor' AND status = 'ok'"
        ).fetchall()
    speedups = {sample: speedup for sample, speedup in rows}
    assert len(speedups) >= 1
    assert inductor["scored"] == len(speedups)
    assert {s["sample"]: s["speedup"] for s in inductor["samples"]} == pytest.approx(speedups)
    ordered = sorted(speedups.values())
    assert inductor["speedup"]["min"] == pytest.approx(ordered[0])
    assert inductor["speedup"]["max"] == pytest.approx(ordered[-1])
    gmean = math.exp(sum(math.log(s) for s in ordered) / len(ordered))
    assert inductor["speedup"]["gmean"] == pytest.approx(gmean)
    slower = [s for s in ordered if s < 1]
    assert inductor["slower"] == len(slower)
    assert inductor["slower_share"] == pytest.approx(len(slower) / len(ordered))
    assert sum(inductor["histogram"]["counts"]) == len(ordered)

    # On the CPU there is no device time: every slow sample is "unknown", with a note saying why.
    loss = inductor["loss"]
    assert (loss["kernel"], loss["overhead"], loss["unknown"]) == (0, 0, len(slower))
    for sample in inductor["samples"]:
        assert sample["device_clock"] is None and sample["delta_device_ms"] is None
        assert sample["verdict"] == ("unknown" if sample["speedup"] < 1 else None)
        assert sample["delta_e2e_ms"] == pytest.approx(
            sample["candidate_e2e_ms"] - sample["eager_e2e_ms"]
        )
    if slower:
        assert any("no device time" in note for note in inductor["notes"])
    assert inductor["compile_seconds"]["count"] >= len(ordered)

    folder = run_dir / "report"
    assert json.loads((folder / "report.json").read_text()) == report
    bins = sum(1 for count in inductor["histogram"]["counts"] if count > 0)
    for name, bars in (("speedups.svg", bins), ("loss.svg", 1 if slower else 0)):
        root = ElementTree.parse(folder / name).getroot()  # raises unless well-formed
        assert root.tag == f"{SVG}svg"
        found = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "bar"]
        assert len(found) == bars, name


def test_table_and_errors(passnet_bin: Path, run_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "elsewhere"
    done = _report(passnet_bin, str(run_dir), "--out", str(out), "--backend", "inductor")
    assert done.returncode == 0, done.stderr
    assert "backend" in done.stdout and "slower" in done.stdout
    assert any(line.startswith("inductor ") for line in done.stdout.splitlines()), done.stdout
    assert (out / "report.json").is_file() and (out / "loss.svg").is_file()

    baseline = _report(passnet_bin, str(run_dir), "--backend", "eager")
    assert baseline.returncode == 2
    assert "eager is the baseline" in baseline.stderr

    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "run.db").write_text("not sqlite\n")
    broken = _report(passnet_bin, str(tmp_path / "broken"))
    assert broken.returncode == 1
    assert "not a SQLite database" in broken.stderr
