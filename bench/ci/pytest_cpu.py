"""A pytest plugin that records each test's CPU seconds: the pytest process's own and those of
the children it waited for (the engine, and through it the workers), from ``getrusage``, with the
wall time, setup and teardown included. Load it with ``-p pytest_cpu`` and ``bench/ci`` on
PYTHONPATH; the rows go to ``$PYTEST_CPU_OUT`` as JSON (``[nodeid, own, children, wall]``) and
the files that cost most are printed at the end. A child that outlives its test (a session
fixture's server) is counted against the test it ends in."""

from __future__ import annotations

import json
import os
import resource
import time
from collections import Counter
from collections.abc import Generator

import pytest

_rows: list[tuple[str, float, float, float]] = []


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    own, children = _cpu()
    start = time.perf_counter()
    yield
    own_after, children_after = _cpu()
    wall = time.perf_counter() - start
    _rows.append((item.nodeid, own_after - own, children_after - children, wall))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    by_file: Counter[str] = Counter()
    for nodeid, own, children, _ in _rows:
        by_file[nodeid.split("::")[0]] += own + children
    terminalreporter.section("CPU seconds by test file (pytest and its waited-for children)")
    for path, seconds in by_file.most_common(15):
        terminalreporter.write_line(f"{seconds:8.1f}  {path}")
    terminalreporter.write_line(f"{sum(by_file.values()):8.1f}  all {len(_rows)} tests")
    out = os.environ.get("PYTEST_CPU_OUT")
    if out:
        with open(out, "w") as file:
            json.dump(_rows, file)
