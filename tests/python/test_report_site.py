"""`passnet report` in a real browser (Debian's chromium, headless, driven over the DevTools
protocol): the site built from two committed suite-scores files of real H100 runs that timed
differently. Every page loads from file:// with no console error and no failed request, the
numbers shown equal the JSON's, every link resolves, a numeric column sorts by value with
failures last either way, the filter keeps the matching rows, the refusal banner names the
difference, and a screenshot of the leaderboard shows the table."""

from __future__ import annotations

import io
import json
import os
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest

from cdp import Page, find_chromium
from conftest import REPO_ROOT
from passnet.spec.backend_spec import BackendKind, parse_backend_spec

RESULTS = REPO_ROOT / "bench"
INPUTS = (
    RESULTS / "synth" / "results" / "h100-2026-11-26" / "scores-1.json",
    RESULTS / "timing" / "results" / "host-drift-2026-11-26" / "suite-scores-dynamo-1.json",
)
SCREENSHOT = REPO_ROOT / "docs" / "site-leaderboard.png"
SUITE = REPO_ROOT / "suites" / "passbench-h100"  # the second input's tasks


@pytest.fixture(scope="module")
def site(passnet_bin: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [str(passnet_bin), "report", *map(str, INPUTS), "--out", str(out), "--suite", str(SUITE)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "the runs differ in invocation" in done.stdout, done.stdout
    return out


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Any:
    chromium = find_chromium()
    if chromium is None:
        pytest.skip("no chromium here (scripts/setup.sh installs Debian's)")
    browser = Page(chromium, tmp_path_factory.mktemp("profile"))
    yield browser
    browser.close()


def _scores() -> list[dict[str, Any]]:
    return [json.loads(path.read_text()) for path in INPUTS]


def _rows(page: Page, table: str, column: int) -> list[str]:
    return page.evaluate(
        f"Array.from(document.querySelectorAll('#{table} tbody tr'))"
        f".filter(r => !r.hidden).map(r => r.cells[{column}].dataset.value ?? r.cells[{column}]"
        ".textContent)"
    )


def test_every_page_loads_cleanly_and_every_link_resolves(site: Path, page: Page) -> None:
    task_pages = sorted(p.relative_to(site).as_posix() for p in (site / "tasks").glob("*.html"))
    assert len(task_pages) == len({t["id"] for s in _scores() for t in s["tasks"]})
    for name in ("index.html", "tasks.html", *task_pages[:3]):
        page.open((site / name).as_uri())
        assert page.problems() == [], name
        links = page.evaluate("Array.from(document.querySelectorAll('a[href]'), a => a.href)")
        assert links, name
        for link in links:
            assert link.startswith("file://"), link  # nothing from the network
            assert Path(link.removeprefix("file://")).is_file(), link
    for name in ("site.js", "site.css", "leaderboard.csv", "tasks.csv"):
        assert (site / name).is_file()


def test_the_leaderboard_shows_the_json_numbers_and_the_banner(site: Path, page: Page) -> None:
    page.open((site / "index.html").as_uri())
    rows = page.evaluate(
        "Array.from(document.querySelectorAll('#leaderboard tbody tr'), r =>"
        " Array.from(r.cells, c => [c.textContent, c.dataset.value ?? null]))"
    )
    expected = {}
    for path, scores in zip(INPUTS, _scores(), strict=True):
        for backend, overall in scores["overall"].items():
            expected[f"{backend} ({path.stem})"] = overall
    assert sorted(row[0][0] for row in rows) == sorted(expected)
    for row in rows:
        overall = expected[row[0][0]]
        assert float(row[1][1]) == overall["as"] and row[1][0] == f"{overall['as']:.3f}"
        low, high = overall["as_ci"]
        assert row[2][0] == f"{low:.3f} to {high:.3f}"
        assert float(row[4][1]) == overall["gmean_speedup"]
        assert row[5][0] == f"{100 * overall['correct_rate']:.1f}%"
    as_values = [float(row[1][1]) for row in rows]
    assert as_values == sorted(as_values, reverse=True)  # best first
    banner = page.evaluate("document.querySelector('.banner')?.textContent ?? ''")
    assert "invocation" in banner and "cudagraph" in banner and "dynamo" in banner
    provenance = page.evaluate("document.querySelector('footer.provenance').textContent")
    assert "NVIDIA H100" in provenance and "passnet report" in provenance
    assert page.evaluate("document.querySelectorAll('svg polyline.curve').length") == len(rows)


def test_a_numeric_column_sorts_by_value_with_failures_last(site: Path, page: Page) -> None:
    page.open((site / "tasks.html").as_uri())
    headers = page.evaluate(
        "Array.from(document.querySelectorAll('#tasks th'), h => h.textContent)"
    )
    solvers = {
        i: h.removesuffix(" AS").split(" (")[0] for i, h in enumerate(headers) if h.endswith(" AS")
    }
    column = next(i for i, b in solvers.items() if parse_backend_spec(b).kind is BackendKind.PASSES)
    backend = solvers[column]
    per_task = {t["id"]: (t["scores"].get(backend) or {}).get("as") for t in _scores()[0]["tasks"]}
    known = sorted(v for v in per_task.values() if v is not None)
    failures = sum(1 for v in per_task.values() if v is None)
    for clicks, order in ((1, known), (2, known[::-1])):
        page.evaluate(f"document.querySelectorAll('#tasks th')[{column}].click()")
        values = _rows(page, "tasks", column)
        numbers = [float(v) for v in values if v != ""]
        assert numbers == order, clicks
        assert values[len(numbers) :] == [""] * (len(values) - len(numbers))
        assert len(values) - len(numbers) >= failures


def test_the_filter_keeps_the_matching_rows(site: Path, page: Page) -> None:
    page.open((site / "tasks.html").as_uri())
    ids = list(dict.fromkeys(t["id"] for scores in _scores() for t in scores["tasks"]))
    word = "add"
    page.evaluate(
        "const f = document.querySelector('input.filter'); f.value = 'ADD';"
        " f.dispatchEvent(new Event('input'))"
    )
    shown = _rows(page, "tasks", 0)
    assert sorted(shown) == sorted(i for i in ids if word in i.lower())
    count = page.evaluate("document.getElementById('tasks-count').textContent")
    assert count == f"{len(shown)} of {len(ids)} rows"
    assert page.problems() == []


def test_a_screenshot_of_the_leaderboard_shows_the_table(
    site: Path, page: Page, tmp_path: Path
) -> None:
    image_module = pytest.importorskip("PIL.Image")
    page.open((site / "index.html").as_uri())
    box = page.evaluate(
        "(() => { const r = document.getElementById('leaderboard').getBoundingClientRect();"
        " return [r.top, r.bottom, r.height, innerHeight]; })()"
    )
    assert box[2] > 50 and box[0] < box[3]  # the table is in view
    png = page.screenshot()
    image = image_module.open(io.BytesIO(png)).convert("RGB")
    colors = image.getcolors(maxcolors=1 << 20) or []
    assert image.size[0] >= 1000 and len(colors) > 20  # not blank: text, rules, a chart
    (tmp_path / "leaderboard.png").write_bytes(png)
    if os.environ.get("PASSNET_UPDATE_SCREENSHOTS"):
        SCREENSHOT.write_bytes(png)


def test_the_browser_harness_sees_what_goes_wrong_on_a_page(page: Page, tmp_path: Path) -> None:
    """The checks above can fail: a page with a missing script, an exception and a console error
    shows all three."""
    broken = tmp_path / "broken.html"
    broken.write_text(
        "<!doctype html><html><body><script src='missing.js'></script>"
        "<script>console.error('said so'); no_such_function();</script></body></html>"
    )
    page.open(broken.as_uri())
    found = "\n".join(page.problems())
    assert "request failed" in found or "missing.js" in found, found
    assert "exception" in found and "console" in found, found


def test_two_runs_side_by_side(passnet_bin: Path, page: Page, tmp_path: Path) -> None:
    """--compare A B: per task and backend, B's AS against A's, with the counts of better and
    worse tasks, all equal to what the two files say."""
    runs = RESULTS / "timing" / "results" / "host-drift-2026-11-26"
    a, b = runs / "suite-scores-dynamo-1.json", runs / "suite-scores-dynamo-2.json"
    out = tmp_path / "site"
    done = subprocess.run(
        [str(passnet_bin), "report", "--compare", str(a), str(b), "--out", str(out)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    first, second = (json.loads(p.read_text()) for p in (a, b))
    expected: dict[tuple[str, str], tuple[float | None, float | None]] = {}
    better = worse = 0
    for backend in first["overall"]:
        if backend not in second["overall"]:
            continue
        after = {t["id"]: (t["scores"].get(backend) or {}).get("as") for t in second["tasks"]}
        for task in first["tasks"]:
            x = (task["scores"].get(backend) or {}).get("as")
            y = after.get(task["id"])
            expected[(task["id"], backend)] = (x, y)
            if x and y:
                better += y / x > 1.01
                worse += y / x < 0.99
    page.open((out / "compare.html").as_uri())
    assert page.problems() == []
    rows = page.evaluate(
        "Array.from(document.querySelectorAll('#compare tbody tr'), r =>"
        " Array.from(r.cells, c => c.dataset.value ?? c.textContent))"
    )
    assert len(rows) == len(expected)
    for task, backend, x, y, _ in rows:
        want = expected[(task, backend)]
        assert (float(x) if x else None, float(y) if y else None) == want, (task, backend)
    text = page.evaluate("document.querySelector('main p').textContent")
    assert f"better on {better}, worse on {worse}" in text, text
    if os.environ.get("PASSNET_UPDATE_SCREENSHOTS"):
        (REPO_ROOT / "docs" / "site-compare.png").write_bytes(page.screenshot())


def test_a_task_page_shows_its_subgraphs_and_scores(site: Path, page: Page) -> None:
    scores = _scores()[1]
    task = scores["tasks"][0]
    manifest = json.loads(next(SUITE.glob(f"tasks/*/{task['id']}.json")).read_text())
    page.open((site / "tasks" / f"{task['id']}.html").as_uri())
    assert page.problems() == []
    subgraphs = page.evaluate(
        "Array.from(document.querySelectorAll('#subgraphs tbody tr'), r =>"
        " Array.from(r.cells, c => c.textContent))"
    )
    assert [row[0] for row in subgraphs] == [s["graph_hash"] for s in manifest["subgraphs"]]
    for row, entry in zip(subgraphs, manifest["subgraphs"], strict=True):
        meta = (SUITE / entry["path"] / "weight_meta.py").read_text()
        lines = [line.strip() for line in meta.splitlines()]
        names = [line.split('"')[1] for line in lines if line.startswith("name =")]
        assert [part.split(":")[0] for part in row[3].split("; ")] == names
    shown = page.evaluate(
        "Object.fromEntries(Array.from(document.querySelectorAll('#scores tbody tr'), r =>"
        " [r.cells[0].textContent, r.cells[1].dataset.value]))"
    )
    for backend, score in task["scores"].items():
        label = f"{backend} ({INPUTS[1].stem})"
        assert float(shown[label]) == score["as"], label
    if os.environ.get("PASSNET_UPDATE_SCREENSHOTS"):
        (REPO_ROOT / "docs" / "site-task.png").write_bytes(page.screenshot())


def test_an_agent_run_has_its_attempts_score_curve_and_trajectory(
    passnet_bin: Path, agent_bin: Path, python_env: dict[str, str], page: Page, tmp_path: Path
) -> None:
    """A scripted attempt (it writes a pass, evaluates it twice, stops) as the site shows it:
    the attempts table holds its result.json's figures, its page draws one point per evaluation
    and shows every tool call and result of the trajectory."""
    pytest.importorskip("triton")
    from test_agent_run import EXAMPLE_PASS, _suite

    suite = _suite(tmp_path)
    create = {"command": "create", "path": "FuseScaleMaskSoftmax.py",
              "file_text": EXAMPLE_PASS.read_text()}  # fmt: skip
    evaluate = {"tool_calls": [{"name": "pass_evaluator", "arguments": {}}]}
    script = [{"tool_calls": [{"name": "file_editor", "arguments": create}]}, evaluate, evaluate,
              {"content": "Done."}]  # fmt: skip
    (tmp_path / "script.json").write_text(json.dumps(script))
    (tmp_path / "policy.json").write_text(json.dumps({"kind": "scripted", "script": "script.json"}))
    agent_out = tmp_path / "agent"
    ran = subprocess.run(
        [str(agent_bin), "agent", "run", "--suite", str(suite), "--task", "attn-1", "--policy",
         str(tmp_path / "policy.json"), "--out", str(agent_out), "--device", "cpu", "--trials",
         "3", "--warmup", "1", "--no-baseline-cache"],
        env=python_env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-2000:]
    site = tmp_path / "site"
    built = subprocess.run(
        [str(passnet_bin), "report", str(agent_out), "--out", str(site)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr
    result = json.loads((agent_out / "attn-1" / "attempt-0" / "result.json").read_text())

    # The policy has its row on the leaderboard, with `passnet agent report`'s scores.
    reported = subprocess.run(
        [str(passnet_bin), "agent", "report", str(agent_out), "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    policy = json.loads(reported.stdout)["policies"][0]
    page.open((site / "index.html").as_uri())
    assert page.problems() == []
    board = page.evaluate(
        "Array.from(document.querySelectorAll('#leaderboard tbody tr'), r =>"
        " Array.from(r.cells, c => c.dataset.value ?? c.textContent))"
    )
    assert [row[0] for row in board] == [f"agent {policy['policy']}"]
    assert float(board[0][1]) == pytest.approx(policy["as"], rel=1e-12)
    assert float(board[0][3]) == pytest.approx(policy["task_gmean_as"], rel=1e-12)

    page.open((site / "agents.html").as_uri())
    assert page.problems() == []
    row = page.evaluate(
        "Array.from(document.querySelector('#attempts tbody tr').cells,"
        " c => c.dataset.value ?? c.textContent)"
    )
    assert row[0] == "attn-1" and row[3] == result["end_reason"]
    assert float(row[5]) == result["evaluations"] == 2
    assert float(row[6]) == result["best_as"] and float(row[7]) == result["rescored_as"]
    link = page.evaluate("document.querySelector('#attempts a').href")
    page.open(link)
    assert page.problems() == []
    assert page.evaluate("document.querySelectorAll('svg rect.evaluation').length") == 2
    calls = page.evaluate(
        "Array.from(document.querySelectorAll('.assistant .call code'), c => c.textContent)"
    )
    assert calls == ["file_editor", "pass_evaluator", "pass_evaluator"]
    results = page.evaluate("document.querySelectorAll('.turn.tool').length")
    assert results == 3
    assert "Evaluated on" in page.evaluate("document.querySelector('main').textContent")


@pytest.fixture(scope="module")
def run_site(
    passnet_bin: Path, python_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, Path, Path]:
    """A real CPU run with its run.db (Inductor and the example pass set, which matches the
    task's subgraph) over a one-task suite, and the site built from it with the suite."""
    pytest.importorskip("triton")
    from test_agent_run import EXAMPLE_PASS, _suite

    root = tmp_path_factory.mktemp("run-site")
    suite = _suite(root)
    run = root / "run"
    ran = subprocess.run(
        [str(passnet_bin), "bench", "suite", "run", str(suite), "--backends",
         f"inductor,passes:{EXAMPLE_PASS.parent}", "--device", "cpu", "--trials", "3",
         "--warmup", "1", "--out", str(run), "-q"],
        env=python_env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-2000:]
    site = root / "site"
    built = subprocess.run(
        [str(passnet_bin), "report", str(run), "--suite", str(suite), "--out", str(site)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr
    return run, suite, site


def _run_speedups(run: Path) -> dict[str, float]:
    with sqlite3.connect(run / "run.db") as db:
        rows = db.execute("SELECT backend, speedup_e2e FROM results WHERE backend != 'eager'")
        return {backend: speedup for backend, speedup in rows}


def test_a_task_page_shows_each_solvers_speedups_and_the_winning_pass(
    run_site: tuple[Path, Path, Path], page: Page
) -> None:
    from test_agent_run import EXAMPLE_PASS

    run, _, site = run_site
    page.open((site / "tasks" / "attn-eval.html").as_uri())
    assert page.problems() == []
    headers = page.evaluate(
        "Array.from(document.querySelectorAll('#subgraphs th'), h => h.textContent)"
    )
    row = page.evaluate(
        "Array.from(document.querySelector('#subgraphs tbody tr').cells,"
        " c => c.dataset.value ?? c.textContent)"
    )
    shown = {h.removesuffix(": speedup"): float(v) for h, v in zip(headers, row, strict=True)
             if h.endswith(": speedup")}  # fmt: skip
    assert shown == pytest.approx(_run_speedups(run), rel=1e-12)
    files = page.evaluate(
        "Array.from(document.querySelectorAll('pre.code code'), c => c.textContent)"
    )
    assert EXAMPLE_PASS.read_text() in files  # the text survives the colouring unchanged
    coloured = page.evaluate(
        "Object.fromEntries(['keyword', 'string', 'number', 'decorator'].map(k =>"
        " [k, document.querySelectorAll('code.language-python .tok-' + k).length]))"
    )
    assert all(count > 0 for count in coloured.values()), coloured
    if os.environ.get("PASSNET_UPDATE_SCREENSHOTS"):
        page.evaluate("document.querySelectorAll('h2')[1].scrollIntoView()")
        (REPO_ROOT / "docs" / "site-task-pass.png").write_bytes(page.screenshot())


def test_the_speedups_and_suite_pages(run_site: tuple[Path, Path, Path], page: Page) -> None:
    run, suite, site = run_site
    page.open((site / "profile.html").as_uri())
    assert page.problems() == []
    rows = page.evaluate(
        "Array.from(document.querySelectorAll('#distributions tbody tr'), r =>"
        " Array.from(r.cells, c => c.dataset.value ?? c.textContent))"
    )
    speedups = _run_speedups(run)
    assert {row[1]: float(row[5]) for row in rows} == pytest.approx(speedups)  # the medians
    assert all(row[2] == "1" for row in rows)  # one subgraph scored each
    assert page.evaluate("document.querySelectorAll('figure.speedups svg rect.bar').length") == 2

    page.open((site / "suite.html").as_uri())
    assert page.problems() == []
    tasks = page.evaluate(
        "Array.from(document.querySelectorAll('#suite-tasks tbody tr'),"
        " r => r.cells[0].textContent)"
    )
    assert sorted(tasks) == sorted(p.stem for p in (suite / "tasks").glob("*/*.json"))
    for link in page.evaluate("Array.from(document.querySelectorAll('a[href]'), a => a.href)"):
        assert Path(link.removeprefix("file://")).is_file(), link
