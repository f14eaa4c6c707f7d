"""``python -m passnet.integrity check PATH ...``: the static layer over pass files and folders,
one line per violation (``rule  file:line:col  what: source``) and one per module of a pass folder
that no listed rule imports (``not loaded  file``: not judged, never run); exit status 1 when any
pass breaks a rule, 2 when a path cannot be checked, 0 when every pass is clean."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from passnet.integrity.files import PassPathError
from passnet.integrity.rules import RULES
from passnet.integrity.static import check_pass_path
from passnet.spec.backend_spec import BackendKind, prefixes_of
from passnet.spec.options import DEFAULT_INVOCATION, Invocation, parse_invocation


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="passnet integrity",
        description="Static integrity check of PassNet-format passes (before they are imported).",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser(
        "check", help="check pass files or folders; exit 1 when a rule is broken"
    )
    check.add_argument("paths", nargs="+", help="a pass file, a pass folder or a pass set")
    check.add_argument("--json", action="store_true", help="one JSON object per file")
    commands.add_parser("rules", help="list the rules and the layer enforcing each")
    redteam = commands.add_parser(
        "redteam",
        help="judge a red-team corpus with passnet bench run and print the detection table; "
        "exit 1 when an exploit is not caught by its layer or an honest pass is flagged",
    )
    redteam.add_argument("paths", nargs="+", type=Path, help="corpus files or folders")
    redteam.add_argument("--sample", type=Path, required=True, help="the sample they target")
    redteam.add_argument("--out", type=Path, required=True, help="scratch folder for the runs")
    redteam.add_argument("--device", default="cpu", help="cpu, cuda or cuda:N (cpu)")
    redteam.add_argument("--passnet", default=shutil.which("passnet") or "passnet")
    redteam.add_argument(
        "--timeout", type=int, default=120, help="seconds a job may take (sandbox exploits hang)"
    )
    redteam.add_argument(
        "--invocation",
        default=DEFAULT_INVOCATION.value,
        choices=[invocation.value for invocation in Invocation],
        help="how the judge calls the passes (cudagraph: device time, cuda only; the passes "
        "that cheat only when captured run only under it)",
    )
    redteam.add_argument(
        "--pass-backend",
        default=BackendKind.PASSES.value,
        choices=prefixes_of(BackendKind.PASSES),
        help="passes: the rewritten graph runs as it is; passes+inductor: inside Inductor's "
        "code, each replacement's trace inlined where it can be (a GPU: Triton's interpreter "
        "cannot be traced), else a custom op; passes+custom-op: every replacement a custom op",
    )
    redteam.add_argument(
        "--alone-timeout",
        type=int,
        help="seconds each sandbox exploit, run alone, may take (default: --timeout)",
    )
    args = parser.parse_args(argv)
    if args.command == "rules":
        for rule, (layer, summary) in RULES.items():
            print(f"{rule:<20} {layer:<9} {summary}")
        return 0
    if args.command == "redteam":
        from passnet.integrity.redteam import CorpusError, detection_table, load_corpus, run_corpus

        try:
            corpus = load_corpus(args.paths)
        except CorpusError as error:
            print(f"passnet integrity: {error}", file=sys.stderr)
            return 2
        findings = run_corpus(
            corpus,
            args.sample,
            Path(args.passnet),
            args.out,
            args.device,
            timeout=args.timeout,
            invocation=parse_invocation(args.invocation),
            pass_backend=args.pass_backend,
            alone_timeout=args.alone_timeout,
        )
        print(detection_table(findings))
        return 0 if all(f.as_expected for f in findings) else 1
    status = 0
    for path in args.paths:
        try:
            checks = check_pass_path(path)
        except PassPathError as error:
            print(f"passnet integrity: {error}", file=sys.stderr)
            status = 2
            continue
        for check in checks:
            if check.error is not None:
                print(f"passnet integrity: {check.error}", file=sys.stderr)
                status = 2
                continue
            violations = check.violations
            if args.json:
                record = {
                    "file": str(check.file),
                    "loaded": check.loaded,
                    "violations": [v.to_json() for v in violations],
                }
                print(json.dumps(record))
            elif not check.loaded:
                print(f"not loaded  {check.file}  no listed rule imports it: not judged, never run")
            else:
                for violation in violations:
                    print(violation.line())
            if violations and status == 0:
                status = 1
    return status


sys.exit(main())
