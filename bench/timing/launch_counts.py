"""The timed-graph check's kernel counts in a run folder (issue 31): per pass result, the kernels
per call of the timed graph and of the direct call, eager's control pair, and the verdict.

    python3 bench/timing/launch_counts.py RUN_DIR
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections import Counter
from pathlib import Path

from passnet.spec.backend_spec import BackendKind, recorded_backend_spec

# The backends the integrity layer watches, whose timed graphs it counts kernels of.
WATCHED = (BackendKind.PASSES, BackendKind.PASSNET_PASSES, BackendKind.PASS_DIR)


def main(run_dir: Path) -> int:
    with sqlite3.connect(run_dir / "run.db") as db:
        replies = [json.loads(reply) for (reply,) in db.execute("SELECT reply FROM jobs")]
    tally: Counter[str] = Counter()
    for reply in replies:
        for name, backend in ((reply or {}).get("backends") or {}).items():
            spec = recorded_backend_spec(name)
            if spec is None or spec.kind not in WATCHED:
                continue
            launches = (backend.get("timing") or {}).get("launches")
            integrity = backend.get("integrity") or {}
            if launches is None:
                tally["not counted (" + str(backend.get("status")) + ")"] += 1
                continue
            control = launches["eager_graph"] == launches["eager_direct"]
            fewer = launches["graph"] < launches["direct"]
            tally[
                ("control agrees" if control else "control differs")
                + (", fewer captured" if fewer else "")
            ] += 1
            if not control or fewer or integrity.get("verdict") == "flagged":
                print(
                    Path(reply["sample"]).name[:12],
                    name,
                    backend.get("status"),
                    launches,
                    integrity.get("rules"),
                )
    for what, count in tally.most_common():
        print(f"{count:>5}  {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
