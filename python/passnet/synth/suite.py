"""A PassBench suite's tasks as synthesis reads them: id, split, op family and subgraph folders
(``suite.json`` and the task manifests, docs/passbench.md)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["SuiteError", "Task", "read_tasks"]

SPLITS = ("train", "eval", "all")


class SuiteError(Exception):
    """A suite folder that cannot be read, with the file and what is wrong."""


@dataclass(frozen=True)
class Task:
    id: str
    split: str
    subgraphs: tuple[Path, ...]

    @property
    def family(self) -> str:
        """The op sequence the id names (``linear_view_transpose-1a2b3c4d``)."""
        return self.id.rsplit("-", 1)[0]


def _json(path: Path) -> dict[str, object]:
    try:
        value = json.loads(path.read_text())
    except OSError as error:
        raise SuiteError(f"{path}: cannot read: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise SuiteError(f"{path}:{error.lineno}:{error.colno}: {error.msg}") from error
    if not isinstance(value, dict):
        raise SuiteError(f"{path}: expected a JSON object")
    return value


def read_tasks(suite: Path, split: str = "all", only: Sequence[str] = ()) -> list[Task]:
    """The suite's tasks of ``split`` in manifest order; ``only`` keeps the tasks whose id
    starts with one of its entries (``add_layer_norm-`` keeps a family)."""
    if split not in SPLITS:
        raise SuiteError(f"split is one of {', '.join(SPLITS)}, not {split!r}")
    manifest = suite / "suite.json"
    entries = _json(manifest).get("tasks")
    if not isinstance(entries, list):
        raise SuiteError(f"{manifest}: no 'tasks' list")
    tasks: list[Task] = []
    for entry in entries:
        if not isinstance(entry, dict) or "manifest" not in entry or "id" not in entry:
            raise SuiteError(f"{manifest}: a task entry without 'id' and 'manifest': {entry!r}")
        task_split = str(entry.get("split", ""))
        if split != "all" and task_split != split:
            continue
        if only and not any(str(entry["id"]).startswith(prefix) for prefix in only):
            continue
        task_file = suite / str(entry["manifest"])
        subgraphs = _json(task_file).get("subgraphs")
        if not isinstance(subgraphs, list) or not subgraphs:
            raise SuiteError(f"{task_file}: no subgraphs")
        folders = tuple(suite / str(s["path"]) for s in subgraphs if isinstance(s, dict))
        tasks.append(Task(str(entry["id"]), task_split, folders))
    return tasks
