"""The static integrity layer over every pass folder of a PassNet leaderboard checkout (issue 30).

PassNet's public runs keep, per model and task, the ``pass_dir`` the model wrote
(``samples0430/MODEL/.../TASK/pass_dir``). This walks them all, checks each with the static layer
as ``passnet integrity check`` does, and prints how many folders are flagged, by model and by
rule. Each violation is also placed: inside ``pattern()`` (a rule the pattern side may break) or
in a module that no listed rule imports (which the harness never loads); with ``--compare`` the
folders whose verdict changed against an earlier ``--out`` are listed with the violations that
went away and where they were. ``--review N`` picks N still-flagged folders at random (``--seed``)
and writes their violations for reading by hand.

    python bench/integrity/leaderboard.py ROOT --out after.jsonl [--compare before.jsonl]
        [--review 50 --seed 30] [--judgments bench/integrity/review-samples0430.json]

``before.jsonl`` for another version of passnet: this script with ``PYTHONPATH`` at that
checkout's ``python/`` (``git worktree add /tmp/old d958527``). The must-stay-flagged checks are
the script's own AST walk, independent of the rules they check.

The folders are never copied into the repository (they carry no licence).
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from passnet.integrity.files import ORDER_FILE, PassPathError
from passnet.integrity.static import check_pass_path

if TYPE_CHECKING:  # the load set is newer than some versions this survey runs against
    from passnet.integrity.load_set import LoadSet

PATTERN_FUNCTIONS = ("pattern",)


_ROOT = Path(".")
"""The folder given on the command line; records name folders relative to it."""


def pass_folders(root: Path) -> list[Path]:
    """Every ``pass_dir`` under ``root`` (with or without an ordering file), sorted."""
    return sorted(p for p in root.rglob("pass_dir") if p.is_dir())


def enclosing_function(file: Path, line: int, cache: dict[Path, ast.Module | None]) -> str:
    """The top-level function or class ``line`` of ``file`` lies in, or '' (module level)."""
    if file not in cache:
        try:
            cache[file] = ast.parse(file.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            cache[file] = None
    module = cache[file]
    if module is None:
        return ""
    for node in module.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            if first <= line <= (node.end_lineno or node.lineno):
                return node.name
    return ""


def survey(folder: Path, root: Path) -> dict[str, Any]:
    """One folder's verdict: its violations, each placed, and the modules not loaded."""
    relative = folder.relative_to(root)
    record: dict[str, Any] = {
        "folder": str(relative),
        "model": relative.parts[0],
        "ordered": (folder / ORDER_FILE).is_file(),
        "violations": [],
        "errors": [],
        "not_loaded": [],
    }
    try:
        checks = check_pass_path(folder)
    except PassPathError as error:
        record["errors"].append(str(error))
        return record
    except Exception as error:  # a crash of the checker is a finding, not the end of the walk
        record["errors"].append(f"checker crashed: {type(error).__name__}: {error}")
        return record
    trees: dict[Path, ast.Module | None] = {}
    for check in checks:
        if check.error is not None:
            record["errors"].append(check.error)
        if not getattr(check, "loaded", True):  # absent before issue 30
            record["not_loaded"].append(_relative(check.file, folder))
        for violation in check.violations:
            file_part = violation.where.rpartition(":")[0]
            file_text, _, line_text = file_part.rpartition(":")
            file = Path(file_text)
            line = int(line_text) if line_text.isdigit() else 0
            record["violations"].append(
                {
                    "rule": violation.rule,
                    "file": _relative(file, folder),
                    "line": line,
                    "function": enclosing_function(file, line, trees),
                    "message": violation.message,
                    "evidence": violation.evidence[:200],
                }
            )
    return record


def _relative(file: Path, folder: Path) -> str:
    try:
        return str(file.relative_to(folder))
    except ValueError:
        return file.name


def listed_rules(folder: Path) -> set[str]:
    try:
        names = json.loads((folder / ORDER_FILE).read_text())
    except (OSError, ValueError):
        return set()
    return {n for n in names if isinstance(n, str)} if isinstance(names, list) else set()


def _survey_args(args: tuple[Path, Path]) -> dict[str, Any]:
    return survey(*args)


def summarise(records: list[dict[str, Any]], title: str) -> str:
    lines = [f"## {title}", ""]
    ordered = [r for r in records if r["ordered"]]
    flagged = [r for r in ordered if r["violations"]]
    lines.append(
        f"{len(records)} pass_dir folders, {len(ordered)} with {ORDER_FILE}; "
        f"flagged {len(flagged)} ({100 * len(flagged) / max(len(ordered), 1):.1f}%); "
        f"with a file that cannot be read or parsed {sum(1 for r in ordered if r['errors'])}"
    )
    lines += ["", "| model | folders | flagged | share |", "|---|---|---|---|"]
    for model in sorted({r["model"] for r in ordered}):
        group = [r for r in ordered if r["model"] == model]
        hit = sum(1 for r in group if r["violations"])
        lines.append(f"| {model} | {len(group)} | {hit} | {100 * hit / len(group):.1f}% |")
    by_rule = Counter(rule for r in flagged for rule in {v["rule"] for v in r["violations"]})
    only = Counter(
        next(iter(rules))
        for r in flagged
        if len(rules := {v["rule"] for v in r["violations"]}) == 1
    )
    in_pattern = Counter(
        v["rule"] for r in flagged for v in r["violations"] if v["function"] in PATTERN_FUNCTIONS
    )
    unlisted = Counter(
        v["rule"]
        for r in flagged
        for v in r["violations"]
        if Path(v["file"]).stem not in listed_rules(_ROOT / r["folder"])
    )
    lines += [
        "",
        "| rule | folders | folders with no other rule | violations inside pattern() "
        "| violations in modules no rule file is |",
        "|---|---|---|---|---|",
    ]
    for rule, count in by_rule.most_common():
        lines.append(f"| {rule} | {count} | {only[rule]} | {in_pattern[rule]} | {unlisted[rule]} |")
    not_loaded = [r for r in ordered if r["not_loaded"]]
    lines.append("")
    lines.append(
        f"folders with modules reported not loaded: {len(not_loaded)} "
        f"({sum(len(r['not_loaded']) for r in not_loaded)} modules)"
    )
    return "\n".join(lines)


def compare(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> str:
    """Folders flagged before and clean now, with where the violations that went away were."""
    old = {r["folder"]: r for r in before}
    lines = ["## Verdicts changed", ""]
    cleared = [
        r for r in after if not r["violations"] and old.get(r["folder"], {}).get("violations")
    ]
    newly = [r for r in after if r["violations"] and not old.get(r["folder"], {}).get("violations")]
    lines.append(
        f"flagged before, clean now: {len(cleared)}; clean before, flagged now: {len(newly)}"
    )
    where: Counter[str] = Counter()
    for record in cleared:
        for violation in old[record["folder"]]["violations"]:
            if violation["file"] in record["not_loaded"]:
                place = "a module not loaded now"
            elif violation["function"] in PATTERN_FUNCTIONS:
                place = "inside pattern()"
            else:
                place = "code still loaded"
            where[f"{place} | {violation['rule']}"] += 1
    lines += ["", "| where the cleared violations were | rule | violations |", "|---|---|---|"]
    lines += [f"| {k} | {n} |" for k, n in where.most_common()]
    for record in newly:
        rules = sorted({v["rule"] for v in record["violations"]})
        lines.append(f"newly flagged: {record['folder']} {rules}")
    return "\n".join(lines)


_SYSTEM_MODULES = frozenset({"os", "sys", "subprocess", "ctypes", "socket", "threading"})


def must_stay_flagged(load: LoadSet) -> list[str]:
    """Why the issue's targets require a folder flagged, found without the static layer's rules:
    in what can run (its load set), an import of PassNet's ``unwrap_tensor``, a ``torch._C``
    reach outside ``pattern()``, or an import of a system module."""
    reasons = []
    for file in load.runnable():
        try:
            tree = ast.parse(file.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        patterns = [
            n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in PATTERN_FUNCTIONS
        ]
        inside = {id(n) for p in patterns for n in ast.walk(p)}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names]
                module = node.module or "" if isinstance(node, ast.ImportFrom) else ""
                roots = {n.split(".")[0] for n in ([module] if module else names)}
                if "unwrap_tensor" in names:
                    reasons.append(f"{file.name}:{node.lineno} imports unwrap_tensor")
                if roots & _SYSTEM_MODULES and not (
                    isinstance(node, ast.ImportFrom) and node.level
                ):
                    reasons.append(
                        f"{file.name}:{node.lineno} imports {sorted(roots & _SYSTEM_MODULES)}"
                    )
                if module.startswith("torch._C") or any(n.startswith("torch._C") for n in names):
                    if id(node) not in inside:
                        reasons.append(f"{file.name}:{node.lineno} imports torch._C")
            elif isinstance(node, ast.Attribute) and node.attr == "_C" and id(node) not in inside:
                if isinstance(node.value, ast.Name) and node.value.id == "torch":
                    reasons.append(f"{file.name}:{node.lineno} reaches torch._C")
    return reasons


def pattern_functions(load: LoadSet) -> dict[str, tuple[str, ...]]:
    """Per loaded file, the functions that are patterns: ``pattern`` in a rule, what rules use
    from a helper only as their pattern."""
    from passnet.integrity.roles import module_roles

    return {
        _relative(file, load.root): (*PATTERN_FUNCTIONS, *role.pattern_roots)
        for file, role in module_roles(load).items()
    }


def _load_set(folder: Path) -> LoadSet | None:
    from passnet.integrity.load_set import build_load_set

    try:
        return build_load_set(folder)
    except PassPathError:
        return None


def _tally(
    records: list[dict[str, Any]], reasons_of: Callable[[dict[str, Any]], list[str]]
) -> tuple[int, list[str]]:
    """How many folders ``reasons_of`` requires flagged, and those of them that are not."""
    required, missed = 0, []
    for record in records:
        reasons = reasons_of(record)
        if reasons:
            required += 1
            if not record["violations"]:
                missed.append(f"{record['folder']}: {reasons[:3]}")
    return required, missed


def targets(records: list[dict[str, Any]], before: list[dict[str, Any]] | None) -> str:
    """The issue's targets checked: folders that must stay flagged, and are."""
    loads = {r["folder"]: _load_set(_ROOT / r["folder"]) for r in records if r["ordered"]}

    def system_reach(record: dict[str, Any]) -> list[str]:
        load = loads.get(record["folder"])
        return must_stay_flagged(load) if load is not None else []

    required, missed = _tally(records, system_reach)
    lines = [
        "## Must stay flagged",
        "",
        f"unwrap_tensor, torch._C outside patterns, os/sys/subprocess/ctypes/socket/threading "
        f"in loaded code: {required} folders, flagged {required - len(missed)}",
    ]
    if before is not None:
        old = {r["folder"]: r for r in before}

        def torch_compute(record: dict[str, Any]) -> list[str]:
            load = loads.get(record["folder"])
            patterns = pattern_functions(load) if load is not None else {}
            return [
                f"torch compute {v}"
                for v in old.get(record["folder"], {}).get("violations", [])
                if v["rule"] == "torch-call"
                and v["function"] not in patterns.get(v["file"], PATTERN_FUNCTIONS)
                and v["file"] not in record["not_loaded"]
            ]

        compute, compute_missed = _tally(records, torch_compute)
        missed += compute_missed
        lines.append(
            f"torch-call flagged before outside patterns in code still loaded: {compute} "
            f"folders, flagged {compute - len(compute_missed)}"
        )
    lines += [f"NOT FLAGGED: {m}" for m in missed]
    return "\n".join(lines)


def precision(judgments: dict[str, Any], records: list[dict[str, Any]]) -> str:
    """Per rule, how many of the judged folders it flags it flags rightly (a cheat, or code
    outside the rules that the rule names), and the verdicts over the sample."""
    current = {r["folder"]: {v["rule"] for v in r["violations"]} for r in records}
    judged = judgments["judged"]
    verdicts = Counter(j["verdict"] for j in judged)
    lines = [f"## Precision over {len(judged)} judged folders ({judgments['survey']})", ""]
    lines.append(", ".join(f"{verdict} {n}" for verdict, n in verdicts.most_common()))
    stale = [j["folder"] for j in judged if current.get(j["folder"]) != set(j["rules"])]
    if stale:
        lines.append(f"judged against other verdicts than today's: {len(stale)} folders")
    tally: dict[str, Counter[str]] = {}
    for entry in judged:
        for rule, call in entry["rules"].items():
            tally.setdefault(rule, Counter())[call] += 1
    lines += ["", "| rule | folders flagged | rightly | precision |", "|---|---|---|---|"]
    for rule, calls in sorted(tally.items(), key=lambda item: -sum(item[1].values())):
        total = sum(calls.values())
        lines.append(f"| {rule} | {total} | {calls['right']} | {calls['right'] / total:.0%} |")
    return "\n".join(lines)


def read_records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def write_records(path: Path, records: Iterable[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


def main(argv: list[str] | None = None) -> int:
    global _ROOT
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", type=Path, help="samples0430 (or any folder of pass_dir folders)")
    parser.add_argument("--out", type=Path, required=True, help="one JSON line per folder")
    parser.add_argument("--compare", type=Path, help="an earlier --out to compare with")
    parser.add_argument("--review", type=int, default=0, help="flagged folders to pick at random")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument(
        "--judgments",
        type=Path,
        help="verdicts on a --review sample (bench/integrity/review-samples0430.json): prints "
        "the precision of each rule over it",
    )
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    _ROOT = args.root
    folders = pass_folders(args.root)
    if not folders:
        print(f"{args.root}: no pass_dir folder", file=sys.stderr)
        return 2
    with ProcessPoolExecutor(args.jobs) as pool:
        records = list(pool.map(_survey_args, [(f, args.root) for f in folders], chunksize=16))
    write_records(args.out, records)
    print(summarise(records, f"static layer over {args.root}"))
    before = read_records(args.compare) if args.compare else None
    if importlib.util.find_spec("passnet.integrity.roles") is not None:  # since issue 30
        print()
        print(targets(records, before))
    if before is not None:
        print()
        print(compare(before, records))
    if args.judgments:
        print()
        print(precision(json.loads(args.judgments.read_text()), records))
    if args.review:
        flagged = [r for r in records if r["ordered"] and r["violations"]]
        chosen = random.Random(args.seed).sample(flagged, min(args.review, len(flagged)))
        print(f"\n## {len(chosen)} flagged folders picked at random (seed {args.seed})\n")
        for record in chosen:
            print(f"### {record['folder']}")
            for v in record["violations"][:8]:
                print(
                    f"  {v['rule']}  {v['file']}:{v['line']} ({v['function'] or 'module'})  "
                    f"{v['message']}: {v['evidence']}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
