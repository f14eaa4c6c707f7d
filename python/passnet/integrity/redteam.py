"""The red-team corpus: exploit and honest passes, each labelled with what should happen to it,
run through the real judge (``passnet bench run``), with the detection table as the result.

A corpus file says what it is in comment lines after its docstring::

    # integrity-expect: exploit        (or: honest)
    # integrity-class: 4               (the class of reference/exploits.md)
    # integrity-layer: runtime         (the first layer expected to catch it)
    # integrity-rule: inconsistent-output
    # integrity-needs: cudagraph         (optional: shows itself only under that invocation)

An exploit is *caught as expected* when the first layer that flags it is its layer and the rule
is among those it broke; a ``sandbox`` exploit when its job ends as a recorded failure (timeout,
crash, or a resource error) and the run goes on. An honest pass must come out ``ok`` and clean.
Static checks run in-process; everything else runs in one ``bench run`` (sandbox exploits each in
their own, since they take their worker down). A pass that needs an invocation other than the
run's (``integrity-needs: cudagraph``: it cheats only when captured in a CUDA graph, so it is
honest elsewhere) is ``skipped``, listed apart in the table and neither caught nor missed.
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from passnet.integrity.files import ORDER_FILE, read_order
from passnet.integrity.rules import LAYERS
from passnet.integrity.static import check_pass_path
from passnet.spec.options import DEFAULT_INVOCATION, Invocation, OptionError, parse_invocation

__all__ = ["CorpusError", "CorpusPass", "Finding", "detection_table", "load_corpus", "run_corpus"]

_HEADER = re.compile(r"^# integrity-(expect|class|layer|rule|needs): *(\S+) *$", re.M)
_RESOURCE_MARKERS = ("can't allocate memory", "out of memory", "memoryerror", "cannot allocate")


@dataclass(frozen=True)
class CorpusPass:
    """One corpus file and what it claims."""

    path: Path
    expect: str
    exploit_class: int | None = None
    layer: str | None = None
    rule: str | None = None
    needs: Invocation | None = None
    """The invocation it needs to show itself (``cudagraph``), or None."""

    @property
    def name(self) -> str:
        return self.path.stem


@dataclass
class Finding:
    """What the judge did with one corpus pass."""

    item: CorpusPass
    status: str
    layer: str | None
    rules: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def as_expected(self) -> bool:
        if self.status == "skipped":
            return True
        if self.item.expect == "honest":
            return self.status == "ok" and self.layer is None
        if self.item.layer == "sandbox":
            return self.layer == "sandbox"
        return self.layer == self.item.layer and (self.item.rule in self.rules)


class CorpusError(ValueError):
    """A corpus file whose header says something that cannot be."""


def load_corpus(paths: Sequence[Path]) -> list[CorpusPass]:
    """Corpus passes under ``paths``: pass files, and pass folders (a folder with
    ``sorted_output_pass_rule_names.json``, judged whole, whose header is its first listed
    rule's); folders are searched recursively. A pass without headers is an honest pass (the
    reference passes carry none). :class:`CorpusError` names a file whose header is wrong."""
    items = []
    for root in paths:
        if root.is_file():
            items.append(_corpus_pass(root, root))
            continue
        folders = sorted(d for d in [root, *root.rglob("*")] if (d / ORDER_FILE).is_file())
        for folder in folders:
            items.append(_corpus_pass(folder, folder / f"{read_order(folder / ORDER_FILE)[0]}.py"))
        for file in sorted(root.rglob("*.py")):
            if not any(file.is_relative_to(folder) for folder in folders):
                items.append(_corpus_pass(file, file))
    return items


def _corpus_pass(path: Path, header_file: Path) -> CorpusPass:
    header = dict(_HEADER.findall(header_file.read_text(encoding="utf-8")))
    klass = header.get("class")
    needs = header.get("needs")
    try:
        invocation = None if needs is None else parse_invocation(needs)
    except OptionError as error:
        raise CorpusError(f"{header_file}: integrity-needs: {error}") from error
    return CorpusPass(
        path,
        header.get("expect", "honest"),
        int(klass) if klass and klass.isdigit() else None,
        header.get("layer"),
        header.get("rule"),
        invocation,
    )


def run_corpus(
    items: Sequence[CorpusPass],
    sample: Path,
    passnet: Path,
    out: Path,
    device: str = "cpu",
    env: Mapping[str, str] | None = None,
    timeout: int = 120,
    invocation: Invocation = DEFAULT_INVOCATION,
    pass_backend: str = "passes",
    alone_timeout: int | None = None,
) -> list[Finding]:
    """Judges every corpus pass on ``sample`` under ``invocation`` with ``pass_backend``
    (``passes``; ``passes+inductor``: each replacement's trace inlined into Inductor's code where
    it can be, else a custom op; ``passes+custom-op``: every replacement a custom op).
    ``timeout`` bounds the run of the passes judged together, ``alone_timeout`` (default: the
    same) each run of one exploit the sandbox must catch: those that hang take all of it."""
    findings: dict[Path, Finding] = {}
    dynamic: list[CorpusPass] = []
    for item in items:
        if item.needs is not None and item.needs is not invocation:
            findings[item.path] = Finding(item, "skipped", None, error=f"needs {item.needs}")
            continue
        checks = check_pass_path(item.path)
        errors = [c.error for c in checks if c.error is not None]
        if errors:
            findings[item.path] = Finding(item, "compile_fail", None, error=errors[0])
            continue
        violations = [v for c in checks for v in c.violations]
        if violations:
            rules = sorted({v.rule for v in violations})
            findings[item.path] = Finding(item, "integrity_fail", "static", rules)
        else:
            dynamic.append(item)
    if out.exists():
        shutil.rmtree(out)
    folders = _pass_folders(dynamic, out / "passes")
    alone = [i for i in dynamic if i.layer == "sandbox"]
    together = [i for i in dynamic if i.layer != "sandbox"]
    runs: list[tuple[str, list[CorpusPass], int]] = [("together", together, timeout)]
    runs += [(f"alone-{i.name}", [i], alone_timeout or timeout) for i in alone]
    for name, group, seconds in runs:
        if not group:
            continue
        backends = ["eager", *(f"{pass_backend}:{folders[i.path]}" for i in group)]
        run = out / name
        command = [str(passnet), "bench", "run", "--samples", str(sample), "--out", str(run)]
        command += ["--device", device, "--backends", ",".join(backends), "-q"]
        command += ["--warmup", "2", "--trials", "3", "--timeout", str(seconds)]
        command += ["--invocation", invocation]
        subprocess.run(command, env=dict(env) if env else None, capture_output=True, text=True)
        rows = _results(run / "run.db")
        for item in group:
            status, error, detail = rows.get(
                f"{pass_backend}:{folders[item.path]}", ("missing", "no result", {})
            )
            findings[item.path] = _finding(item, status, error, detail)
    return [findings[i.path] for i in items]


def _pass_folders(items: Sequence[CorpusPass], root: Path) -> dict[Path, Path]:
    folders = {}
    for item in items:
        folder = root / item.name
        if item.path.is_dir():
            shutil.copytree(item.path, folder)
        else:
            folder.mkdir(parents=True)
            shutil.copy(item.path, folder / item.path.name)
        folders[item.path] = folder
    return folders


def _results(database: Path) -> dict[str, tuple[str, str, dict]]:
    if not database.is_file():
        return {}
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT backend, status, error, detail FROM results").fetchall()
    return {
        backend: (status, error or "", (json.loads(detail) if detail else None) or {})
        for backend, status, error, detail in rows
    }


def _finding(item: CorpusPass, status: str, error: str, detail: dict) -> Finding:
    integrity = detail.get("integrity") or {}
    layer = integrity.get("layer")
    rules = list(integrity.get("rules") or [])
    lowered = error.lower()
    if layer is None and status in ("timeout", "crash"):
        layer, rules = "sandbox", ["hang" if status == "timeout" else "crash"]
    elif layer is None and any(marker in lowered for marker in _RESOURCE_MARKERS):
        layer, rules = "sandbox", ["resource"]
    elif layer is None and "systemexit" in lowered:
        layer, rules = "sandbox", ["crash"]
    return Finding(item, status, layer, rules, error)


def detection_table(findings: Sequence[Finding]) -> str:
    """The detection table (markdown): per exploit class, the variants, which layer caught how
    many, and misses; then the honest passes' false positives."""
    lines = ["| class | variants | " + " | ".join(LAYERS) + " | missed |", "|---" * 7 + "|"]
    skipped = [f for f in findings if f.status == "skipped"]
    findings = [f for f in findings if f.status != "skipped"]
    exploits = [f for f in findings if f.item.expect == "exploit"]
    for klass in sorted({f.item.exploit_class or 0 for f in exploits}):
        group = [f for f in exploits if (f.item.exploit_class or 0) == klass]
        counts = [sum(1 for f in group if f.layer == layer) for layer in LAYERS]
        missed = sum(1 for f in group if f.layer is None)
        cells = " | ".join(str(c) for c in counts)
        lines.append(f"| {klass} | {len(group)} | {cells} | {missed} |")
    honest = [f for f in findings if f.item.expect == "honest"]
    flagged = [f for f in honest if not f.as_expected]
    lines.append("")
    lines.append(f"honest passes: {len(honest)}, false positives: {len(flagged)}")
    by_rule = Counter(rule for f in flagged for rule in (f.rules or [f.status]))
    lines.append(
        "honest passes flagged, by rule: "
        + (", ".join(f"{rule} {n}" for rule, n in sorted(by_rule.items())) or "none")
    )
    for finding in flagged:
        lines.append(f"  {finding.item.path}: {finding.status} {finding.rules} {finding.error}")
    unexpected = [f for f in exploits if not f.as_expected]
    caught = len(exploits) - len(unexpected)
    lines.append(f"exploits: {len(exploits)}, caught as expected: {caught}")
    if skipped:
        lines.append(
            f"not run under this invocation: {len(skipped)} ("
            + ", ".join(f"{f.item.name}: {f.error}" for f in skipped)
            + ")"
        )
    for finding in unexpected:
        lines.append(
            f"  {finding.item.path}: expected {finding.item.layer}/{finding.item.rule}, got "
            f"{finding.layer}/{finding.rules} ({finding.status}: {finding.error[:160]})"
        )
    return "\n".join(lines)
