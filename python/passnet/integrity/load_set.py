"""Which modules of a pass folder can run: the listed rules, then the folder's modules they import,
transitively, found from the source alone (nothing is imported).

A pass folder is importable as the package ``pass_dir`` (PassNet's convention); its rules are
loaded inside that package, so ``from .common import f`` means ``pass_dir.common``. Every import
form is followed (``import pass_dir.a.b``, ``from pass_dir import a``, ``from pass_dir.a import
f``, relative imports), wherever it stands in a module (a function's body included), and so are
the packages' ``__init__.py`` files that Python runs on the way. Only this set is judged by the
static layer and loaded by the harness (:mod:`passnet.runtime.passes.loader`); a ``.py`` file of
the folder outside it is *not loaded*: a model's earlier attempt, left beside the rules.

An import of the folder that resolves to a compiled file (an extension module or a sourceless
``.pyc``, which Python would load in place of the source) or to nothing is a violation of the
``import`` rule: the judged source would not be what runs.
"""

from __future__ import annotations

import ast
import importlib.machinery
from dataclasses import dataclass, field
from pathlib import Path

from passnet.integrity.files import ORDER_FILE, PACKAGE, pass_files
from passnet.integrity.rules import Violation

__all__ = ["LoadSet", "build_load_set", "module_name_of"]

_COMPILED_SUFFIXES = tuple(importlib.machinery.EXTENSION_SUFFIXES) + tuple(
    importlib.machinery.BYTECODE_SUFFIXES
)


@dataclass
class LoadSet:
    """The runnable modules of one pass folder (see the module docs)."""

    root: Path
    rules: list[Path]
    modules: dict[str, Path] = field(default_factory=dict)
    """Helper modules (``pass_dir.common``) and packages' ``__init__.py`` (``pass_dir``) that
    the rules import, transitively, by module name."""
    not_loaded: list[Path] = field(default_factory=list)
    violations: dict[Path, list[Violation]] = field(default_factory=dict)
    """Imports that resolve to a compiled file or to nothing, by the importing file."""
    whole_imports: set[str] = field(default_factory=set)
    """Modules imported whole (``import pass_dir.a``, ``from pass_dir import a``, ``*``)."""

    def runnable(self) -> list[Path]:
        """The rules, then the modules they import."""
        return [*self.rules, *(p for p in self.modules.values() if p not in self.rules)]


def module_name_of(root: Path, file: Path) -> str:
    """``pass_dir.a.b`` for ``root/a/b.py``, ``pass_dir.a`` for ``root/a/__init__.py``."""
    parts = list(file.relative_to(root).with_suffix("").parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def build_load_set(path: str | Path) -> LoadSet:
    """The load set of a pass folder, whose rules are the files :func:`pass_files` names (the
    ordering file's stems, else every ``.py``), or of one pass file (its folder standing for
    ``pass_dir``); raises :class:`PassPathError` as :func:`pass_files` does."""
    given = Path(path)
    root = given.parent if given.is_file() else given
    rules = pass_files(given)
    load = LoadSet(root, rules)
    pending = [(rule, PACKAGE) for rule in rules]
    seen: set[Path] = set()
    while pending:
        file, package = pending.pop()
        if file in seen:
            continue
        seen.add(file)
        for found in _imports(file, package):
            _follow(load, file, found, pending)
    if given.is_dir() and (root / ORDER_FILE).is_file():
        runnable = set(load.runnable())
        candidates = sorted(p for p in root.rglob("*.py") if not _hidden(p.relative_to(root)))
        load.not_loaded = [p for p in candidates if p not in runnable]
    return load


def _hidden(relative: Path) -> bool:
    return any(part.startswith(".") or part == "__pycache__" for part in relative.parts[:-1])


@dataclass(frozen=True)
class _Import:
    module: str
    """The module imported (or imported from); ``..x`` for a relative import out of the folder."""
    name: str | None
    """The name imported from it, None for ``import module``."""
    node: ast.AST


def _imports(file: Path, package: str) -> list[_Import]:
    """Every import of ``pass_dir`` in ``file``, relative ones resolved against ``package``; an
    unparsable file has none (its own check reports it)."""
    try:
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return []
    found: list[_Import] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == PACKAGE or alias.name.startswith(PACKAGE + "."):
                    found.append(_Import(alias.name, None, node))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                if node.level > len(parts):
                    found.append(_Import("." * node.level + (node.module or ""), None, node))
                    continue
                base = ".".join(parts[: len(parts) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
                if module != PACKAGE and not module.startswith(PACKAGE + "."):
                    continue
            for alias in node.names:
                found.append(_Import(module, alias.name, node))
    return found


def _report(load: LoadSet, file: Path, node: ast.AST, message: str) -> None:
    line = getattr(node, "lineno", 0)
    column = getattr(node, "col_offset", 0) + 1
    try:
        evidence = file.read_text(encoding="utf-8").splitlines()[line - 1].strip()
    except (OSError, UnicodeDecodeError, IndexError):
        evidence = ""
    violation = Violation("import", f"{file}:{line}:{column}", evidence, message)
    found = load.violations.setdefault(file, [])
    if violation not in found:
        found.append(violation)


def _follow(load: LoadSet, file: Path, found: _Import, pending: list[tuple[Path, str]]) -> None:
    if found.module.startswith("."):
        _report(
            load, file, found.node, f"a relative import ({found.module}) beyond the pass folder"
        )
        return
    parts = found.module.split(".")
    for depth in range(1, len(parts) + 1):
        if not _add(load, file, ".".join(parts[:depth]), found.node, pending):
            return
    if found.name is None or found.name == "*":
        load.whole_imports.add(found.module)
        return
    submodule = f"{found.module}.{found.name}"
    if _resolve(load.root, submodule) is not None or _compiled(load.root, submodule):
        if _add(load, file, submodule, found.node, pending):
            load.whole_imports.add(submodule)
    elif found.module == PACKAGE and PACKAGE not in load.modules:
        _report(load, file, found.node, f"{submodule} resolves to nothing in the pass folder")


def _add(
    load: LoadSet, file: Path, module: str, node: ast.AST, pending: list[tuple[Path, str]]
) -> bool:
    """Adds ``module`` to the set, or reports why it cannot run from source (then False: the
    import goes no further)."""
    if _compiled(load.root, module):
        _report(load, file, node, f"{module} resolves to a compiled file, not to source")
        return False
    target = _resolve(load.root, module)
    if target is None:
        _report(load, file, node, f"{module} resolves to nothing in the pass folder")
        return False
    if isinstance(target, Path):
        load.modules.setdefault(module, target)
        package = module if target.name == "__init__.py" else module.rpartition(".")[0]
        pending.append((target, package))
    return True


def _resolve(root: Path, module: str) -> Path | bool | None:
    """The source file ``module`` runs (``True`` for a folder without ``__init__.py``: a
    namespace package, which runs nothing), or None."""
    place = root.joinpath(*module.split(".")[1:])
    if place.is_dir():
        init = place / "__init__.py"
        return init if init.is_file() else True
    source = place.with_name(place.name + ".py")
    return source if module != PACKAGE and source.is_file() else None


def _compiled(root: Path, module: str) -> bool:
    """Whether Python would load ``module`` from a compiled file: an extension module, or a
    ``.pyc`` standing where its source would be (both win over or replace the source)."""
    if module == PACKAGE:
        return False
    place = root.joinpath(*module.split(".")[1:])
    return any(place.with_name(place.name + suffix).is_file() for suffix in _COMPILED_SUFFIXES)
