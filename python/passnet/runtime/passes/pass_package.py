"""A pass folder importable as the package ``pass_dir``, limited to what the static layer judged.

PassNet's rules import their folder's other modules as ``pass_dir.NAME`` (or relatively, ``from
.common import f``). Here only the modules of the folder's load set
(:mod:`passnet.integrity.load_set`: the rules and what they import, transitively) can be
imported under ``pass_dir``; any other name under it is a :class:`ModuleNotFoundError`, so a
stale module beside the rules never runs, and a package's ``__init__.py`` runs only when a rule
imports the package. Every module is compiled from its source: a ``__pycache__`` entry or a
compiled file beside the source is never what runs, since the static layer judged the source.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from types import CodeType, ModuleType

from passnet.integrity.files import PACKAGE
from passnet.integrity.load_set import LoadSet

__all__ = ["SourceOnlyLoader", "enter_pass_dir"]


class SourceOnlyLoader(importlib.machinery.SourceFileLoader):
    """Loads a module from its source, never from bytecode, and writes no bytecode."""

    def get_code(self, fullname: str) -> CodeType:
        path = self.get_filename(fullname)
        return compile(self.get_data(path), path, "exec", dont_inherit=True)

    def set_data(self, path: str, data: bytes, *, _mode: int = 0o666) -> None:
        return None


class _EmptyPackageLoader(importlib.abc.Loader):
    """A folder without ``__init__.py`` (a namespace package): nothing runs."""

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        return None


class _PassDirFinder(importlib.abc.MetaPathFinder):
    """Resolves ``pass_dir.*`` against the current folder's load set (ahead of every other
    finder, which would search the folder for any file, compiled ones first)."""

    def __init__(self) -> None:
        self.load: LoadSet | None = None

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(PACKAGE + "."):
            return None
        load = self.load
        if load is None:
            raise ModuleNotFoundError(f"no pass folder is loading: {fullname}", name=fullname)
        file = load.modules.get(fullname)
        if file is not None:
            package = file.name == "__init__.py"
            return importlib.util.spec_from_file_location(
                fullname,
                file,
                loader=SourceOnlyLoader(fullname, str(file)),
                submodule_search_locations=[] if package else None,
            )
        folder = load.root.joinpath(*fullname.split(".")[1:])
        if folder.is_dir() and not (folder / "__init__.py").is_file():
            spec = importlib.machinery.ModuleSpec(fullname, _EmptyPackageLoader(), is_package=True)
            spec.submodule_search_locations = []
            return spec
        raise ModuleNotFoundError(
            f"{fullname} is not among the modules the pass folder's rules import "
            f"({load.root}); only those are judged and loaded",
            name=fullname,
        )


_FINDER = _PassDirFinder()


def enter_pass_dir(load: LoadSet) -> None:
    """Makes ``load.root`` the package ``pass_dir`` (see the module docs), running its
    ``__init__.py`` when a rule imports the package; it stays so for the imports the rules' code
    makes when it runs, until the next folder is entered. An earlier folder's ``pass_dir``
    modules are dropped from ``sys.modules`` first (the passes loaded from them keep their own
    references), so one worker can load many tasks' folders in turn. Raises what the
    ``__init__.py`` raises."""
    for name in [n for n in sys.modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
        del sys.modules[name]
    if _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
    _FINDER.load = load
    init = load.modules.get(PACKAGE)
    if init is not None:
        loader: importlib.abc.Loader = SourceOnlyLoader(PACKAGE, str(init))
        spec = importlib.util.spec_from_file_location(
            PACKAGE, init, loader=loader, submodule_search_locations=[]
        )
    else:
        spec = importlib.machinery.ModuleSpec(PACKAGE, _EmptyPackageLoader(), is_package=True)
        spec.submodule_search_locations = []
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[PACKAGE] = package
    try:
        spec.loader.exec_module(package)
    except BaseException:
        sys.modules.pop(PACKAGE, None)
        raise
