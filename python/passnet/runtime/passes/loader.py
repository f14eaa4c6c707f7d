"""Loading pass files and folders in PassNet's format (see :mod:`passnet.runtime.passes`).

A pass file is imported as a module of its own (``passnet_pass_<stem>_<digest>``) so that
``torch.fx.wrap`` finds its wrappers by their module's globals; a folder is ordered by
``sorted_output_pass_rule_names.json``, and the other ``.py`` files its passes import, as the
package ``pass_dir`` (PassNet's convention), are loaded with them; no other file of the folder is
(:mod:`~passnet.runtime.passes.pass_package`). Every problem is a
:class:`PassLoadError` that names the file (a syntax error with its line and column).
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from passnet.integrity.files import ORDER_FILE, PACKAGE, PassPathError, read_order
from passnet.integrity.load_set import build_load_set
from passnet.runtime.passes.pass_package import SourceOnlyLoader, enter_pass_dir

__all__ = [
    "ORDER_FILE",
    "PassLoadError",
    "PassRule",
    "PassSet",
    "enter_pass_folder",
    "load_pass_file",
    "load_passes",
    "where",
]

# Part of the rewrite's cache key: bump it whenever what a rewrite produces changes for the same
# pass sources (custom op names, schemas), or Inductor's FX graph cache serves stale graphs.
_FORMAT_VERSION = "passnet-pass-2"
_REQUIRED = ("pattern", "replacement_args", "replacement_func")


class PassLoadError(Exception):
    """A pass file or folder that cannot be used; the message names the file."""


@dataclass(frozen=True)
class PassRule:
    """One loaded pass file."""

    name: str
    path: Path
    pattern: Callable[..., Any]
    replacement_args: Callable[..., Any]
    replacement_func: Callable[[], Callable[..., Any]]
    source_sha256: str
    module: str = ""
    """The name the file was imported under (its wrappers' ``__module__``)."""


@dataclass(frozen=True)
class PassSet:
    """The passes of a file or folder, in the order they apply."""

    root: Path
    rules: tuple[PassRule, ...]

    def uuid(self) -> str:
        """A digest of the pass sources and their order: the cache key of the rewrite."""
        digest = hashlib.sha256(_FORMAT_VERSION.encode())
        for rule in self.rules:
            digest.update(f"\0{rule.name}\0{rule.source_sha256}".encode())
        return digest.hexdigest()


def _module_name(path: Path, digest: str) -> str:
    stem = "".join(c if c.isalnum() else "_" for c in path.stem)
    return f"passnet_pass_{stem}_{digest[:12]}"


def load_pass_file(path: str | Path, name: str | None = None) -> PassRule:
    """Imports one pass file; raises :class:`PassLoadError` saying what is wrong with it."""
    file = Path(path)
    if not file.is_file():
        raise PassLoadError(f"{file}: no such pass file")
    source = file.read_bytes()
    try:
        compile(source, str(file), "exec")
    except SyntaxError as error:
        raise PassLoadError(
            f"{file}:{error.lineno}:{error.offset or 0}: SyntaxError: {error.msg}"
        ) from error
    digest = hashlib.sha256(source).hexdigest()
    module_name = _module_name(file, digest)
    loader = SourceOnlyLoader(module_name, str(file))
    spec = importlib.util.spec_from_file_location(module_name, file, loader=loader)
    if spec is None or spec.loader is None:
        raise PassLoadError(f"{file}: cannot be imported")
    module = importlib.util.module_from_spec(spec)
    # Inside its folder's package, so that ``from .common import f`` means ``pass_dir.common``
    # (the name stays its own: torch.fx.wrap needs it to outlive the next folder's package).
    module.__package__ = PACKAGE
    # torch.fx.wrap registers wrapped functions by their module's globals: the module must be in
    # sys.modules under its own name while it runs and afterwards.
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as error:
        sys.modules.pop(module_name, None)
        raise PassLoadError(f"{file}: importing it failed: {where(error, file)}") from error
    missing = [f for f in _REQUIRED if not callable(getattr(module, f, None))]
    if missing:
        raise PassLoadError(
            f"{file}: a pass file defines {', '.join(_REQUIRED)}; missing: {', '.join(missing)}"
        )
    return PassRule(
        name=name or file.stem,
        path=file,
        pattern=module.pattern,
        replacement_args=module.replacement_args,
        replacement_func=module.replacement_func,
        source_sha256=digest,
        module=module_name,
    )


def enter_pass_folder(path: Path) -> None:
    """Makes the pass folder of ``path`` (a folder, or a pass file's own folder) the package
    ``pass_dir`` for its rules, limited to its load set
    (:mod:`~passnet.runtime.passes.pass_package`); :class:`PassLoadError` when that fails."""
    try:
        load = build_load_set(path)
    except PassPathError as error:
        raise PassLoadError(str(error)) from error
    init = load.root / "__init__.py"
    try:
        enter_pass_dir(load)
    except Exception as error:
        raise PassLoadError(f"{init}: importing it failed: {where(error, init)}") from error


def _pass_folders(root: Path) -> list[Path]:
    """The sub-folders of ``root`` that are pass folders, in name order."""
    return sorted(
        d
        for d in root.iterdir()
        if d.is_dir() and ((d / ORDER_FILE).is_file() or any(d.glob("*.py")))
    )


def load_passes(path: str | Path) -> PassSet:
    """Loads a pass file, a folder of pass files, or a folder of pass folders (one set: the
    folders in name order, each in its own order)."""
    root = Path(path)
    if root.is_file():
        enter_pass_folder(root)
        return PassSet(root=root, rules=(load_pass_file(root),))
    if not root.is_dir():
        raise PassLoadError(f"{root}: no such pass file or folder")
    order_file = root / ORDER_FILE
    if not order_file.is_file() and not any(root.glob("*.py")):
        folders = _pass_folders(root)
        if not folders:
            raise PassLoadError(f"{root}: no pass file, no {ORDER_FILE} and no pass folder")
        rules = tuple(rule for folder in folders for rule in load_passes(folder).rules)
        clashes = sorted(n for n, k in Counter(r.name for r in rules).items() if k > 1)
        if clashes:
            raise PassLoadError(
                f"{root}: passes of the same name in several folders: {', '.join(clashes)}"
            )
        return PassSet(root=root, rules=rules)
    if order_file.is_file():
        try:
            names = read_order(order_file)
        except PassPathError as error:
            raise PassLoadError(str(error)) from error
        if not names:
            raise PassLoadError(f"{order_file}: lists no pass")
    else:
        files = sorted(p.stem for p in root.glob("*.py"))
        if len(files) != 1:
            raise PassLoadError(
                f"{root}: {len(files)} pass files and no {ORDER_FILE} to order them"
            )
        names = files
    duplicates = {n for n in names if names.count(n) > 1}
    if duplicates:
        raise PassLoadError(f"{order_file}: lists {', '.join(sorted(duplicates))} twice")
    enter_pass_folder(root)
    rules = tuple(load_pass_file(root / f"{n}.py", n) for n in names)
    return PassSet(root=root, rules=rules)


def where(error: BaseException, file: Path) -> str:
    """``Type: message`` plus the line of ``file`` the error came from, when it did."""
    line = ""
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if Path(frame.filename) == file:
            line = f" (line {frame.lineno})"
            break
    return f"{type(error).__name__}: {error}{line}"
