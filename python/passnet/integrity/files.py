"""Which files of a pass path are pass files: the loader's rules, without importing anything."""

from __future__ import annotations

import json
from pathlib import Path

__all__ = ["ORDER_FILE", "PACKAGE", "PassPathError", "pass_files", "pass_folders", "read_order"]

PACKAGE = "pass_dir"
"""The package name a pass folder's files import its helper modules under (PassNet's)."""

ORDER_FILE = "sorted_output_pass_rule_names.json"


class PassPathError(Exception):
    """A path that holds no pass file, or an ordering file that cannot be read."""


def pass_files(path: str | Path) -> list[Path]:
    """The pass files of a file, a pass folder (its ordering file's stems, else every ``.py``) or
    a folder of pass folders (each one's, the folders in name order)."""
    root = Path(path)
    if root.is_file():
        return [root]
    if not root.is_dir():
        raise PassPathError(f"{root}: no such pass file or folder")
    order = root / ORDER_FILE
    if order.is_file():
        return [root / f"{name}.py" for name in read_order(order)]
    files = sorted(root.glob("*.py"))
    if files:
        return files
    folders = sorted(d for d in root.iterdir() if d.is_dir() and pass_files_or_none(d))
    if not folders:
        raise PassPathError(f"{root}: no pass file, no {ORDER_FILE} and no pass folder")
    return [file for folder in folders for file in pass_files(folder)]


def pass_folders(path: str | Path) -> list[Path]:
    """The pass folders of a path: itself, or for a folder of pass folders each of them."""
    root = Path(path)
    if not root.is_dir():
        return []
    if (root / ORDER_FILE).is_file() or any(root.glob("*.py")):
        return [root]
    return sorted(d for d in root.iterdir() if d.is_dir() and pass_files_or_none(d))


def pass_files_or_none(folder: Path) -> bool:
    return (folder / ORDER_FILE).is_file() or any(folder.glob("*.py"))


def read_order(order: Path) -> list[str]:
    """The pass file stems an ordering file lists, in order; raises :class:`PassPathError`."""
    try:
        names = json.loads(order.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise PassPathError(f"{order}: not a JSON list of pass names: {error}") from error
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise PassPathError(f"{order}: expected a JSON list of pass file stems")
    return names
