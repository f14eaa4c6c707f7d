"""Shared set-up of the Python tests: the GraphNet corpus, the passnet binary, sample selection.

Corpus, first found wins:

1. ``$PASSNET_GRAPHNET_DIR`` (a ``samples`` folder, or a folder holding one);
2. ``$PASSNET_GRAPHNET_CACHE/samples`` (default ``/tmp/passnet-graphnet/samples``), the cache
   ``scripts/test.sh`` fills too;
3. ``../shared/data/graphnet/graphnet-torch-dev.tar.zst`` beside the repository (or
   ``$PASSNET_GRAPHNET_ARCHIVE``), unpacked into that cache once (``zstd -dc ... | tar x``, then a
   ``.complete`` marker; a cache without the marker is unpacked again);
4. otherwise the corpus tests skip and say why.

Binary: ``$PASSNET_BIN``, else ``passnet`` on ``PATH``, else ``build/passnet`` in the repository.

Samples: per source, the ones with the fewest weight_meta elements (sum over tensors of the
product of the shape), ties broken by path; see :data:`SOURCE_QUOTAS`.
"""

from __future__ import annotations

import ast
import bisect
import json
import math
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

# Passes launch Triton kernels; without a GPU they run in Triton's interpreter, which is chosen
# when a kernel is decorated: before any test imports a pass module.
os.environ.setdefault("TRITON_INTERPRET", "1")

REPO_ROOT = Path(__file__).resolve().parents[2]
ARCHIVE = Path(
    os.environ.get(
        "PASSNET_GRAPHNET_ARCHIVE",
        str(REPO_ROOT.parent / "shared" / "data" / "graphnet" / "graphnet-torch-dev.tar.zst"),
    )
)
DEFAULT_CACHE = Path("/tmp/passnet-graphnet")

# How many samples each source contributes (about 30 in all, well under 3 minutes on 2 cores).
SOURCE_QUOTAS: dict[str, int] = {
    "timm": 9,
    "transformers-auto-model": 9,
    "torchvision": 5,
    "torchgeometric": 4,
    "torchaudio": 2,
    "others": 1,
}

_SHAPE_LINE = re.compile(rb"^[ \t]*shape[ \t]*=[ \t]*\[([^\]]*)\]", re.MULTILINE)


@dataclass(frozen=True)
class CorpusSample:
    """A selected corpus sample: its folder, its id (path under the corpus) and its size."""

    path: Path
    sample_id: str
    source: str
    elements: int


@dataclass
class CorpusReport:
    """What the session found, printed in the terminal summary."""

    root: Path | None = None
    skip_reason: str | None = None
    selected: list[CorpusSample] = field(default_factory=list)
    eager_failures: dict[str, str] = field(default_factory=dict)


REPORT = CorpusReport()


def _cache_dir() -> Path:
    return Path(os.environ.get("PASSNET_GRAPHNET_CACHE", str(DEFAULT_CACHE)))


def _unpack(archive: Path, cache_dir: Path) -> None:
    """Unpacks the archive into ``cache_dir`` atomically: a temporary sibling, then a rename."""
    cache_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{cache_dir.name}-", dir=cache_dir.parent))
    try:
        command = f"zstd -dc {_quote(archive)} | tar x -C {_quote(staging)}"
        result = subprocess.run(
            ["bash", "-o", "pipefail", "-c", command], capture_output=True, text=True
        )
        if result.returncode != 0:
            raise pytest.UsageError(f"unpacking {archive} failed: {result.stderr.strip()}")
        (staging / ".complete").touch()
        if cache_dir.exists():
            shutil.rmtree(cache_dir)  # an interrupted, incomplete unpack
        try:
            staging.rename(cache_dir)
        except OSError:
            if not (cache_dir / ".complete").exists():  # nobody else won the race
                raise
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def _quote(path: Path) -> str:
    return "'" + str(path).replace("'", "'\\''") + "'"


@cache
def find_corpus() -> Path | None:
    """The samples folder of the GraphNet corpus, or None (reason in ``REPORT.skip_reason``)."""
    explicit = os.environ.get("PASSNET_GRAPHNET_DIR")
    if explicit:
        root = Path(explicit)
        if (root / "samples").is_dir():
            root = root / "samples"
        if not root.is_dir():
            raise pytest.UsageError(f"PASSNET_GRAPHNET_DIR={explicit} is not a folder")
        REPORT.root = root
        return root
    cache_dir = _cache_dir()
    cached = cache_dir / "samples"
    complete = (cache_dir / ".complete").exists()
    if cached.is_dir() and (complete or not ARCHIVE.is_file()):
        REPORT.root = cached
        return cached
    if not ARCHIVE.is_file():
        REPORT.skip_reason = (
            f"GraphNet corpus not found: {ARCHIVE} is absent (no ../shared beside the "
            f"repository?); set PASSNET_GRAPHNET_DIR to a samples folder or unpack the archive "
            f"into {cache_dir}"
        )
        return None
    if shutil.which("zstd") is None or shutil.which("tar") is None:
        REPORT.skip_reason = f"cannot unpack {ARCHIVE}: zstd or tar is not installed"
        return None
    _unpack(ARCHIVE, cache_dir)
    REPORT.root = cached
    return cached


@cache
def find_passnet() -> Path | None:
    """The passnet binary: $PASSNET_BIN, ``passnet`` on PATH, or build/passnet; None if none."""
    explicit = os.environ.get("PASSNET_BIN")
    if explicit:
        path = Path(explicit)
        if not (path.is_file() and os.access(path, os.X_OK)):
            raise pytest.UsageError(f"PASSNET_BIN={explicit} is not an executable file")
        return path
    on_path = shutil.which("passnet")
    if on_path:
        return Path(on_path)
    built = REPO_ROOT / "build" / "passnet"
    if built.is_file() and os.access(built, os.X_OK):
        return built
    return None


def write_sample(
    folder: Path,
    forward: str,
    tensors: Mapping[str, tuple[list[int], str]],
    header: str = "",
    device: str = "cpu",
) -> Path:
    """A GraphNet-style sample: ``forward(self, <tensors>)`` running ``forward`` (unindented
    lines), ``header`` after ``import torch``, every tensor a weight of standard normal values
    on ``device``."""
    folder.mkdir(parents=True)
    params = ", ".join(tensors)
    body = "\n".join("        " + line for line in forward.strip().splitlines())
    (folder / "model.py").write_text(
        f"import torch\n{header}\n\n\nclass GraphModule(torch.nn.Module):\n"
        f"    def forward(self, {params}):\n{body}\n"
    )
    (folder / "weight_meta.py").write_text(
        "\n\n".join(
            f"class Program_weight_tensor_meta_{name}:\n"
            f'    name = "{name}"\n    shape = {shape}\n    dtype = "{dtype}"\n'
            f'    device = "{device}"\n    mean = 0.0\n    std = 1.0\n    data = None\n'
            for name, (shape, dtype) in tensors.items()
        )
    )
    (folder / "input_meta.py").write_text("")
    (folder / "graph_net.json").write_text('{"framework": "torch", "source": "test"}\n')
    return folder


def passnet_matcher_expected(subgraph: Path) -> int:
    """Matches PassNet's matcher can make of a synthesised pattern on a subgraph: none where
    the model calls a Python function of torch (``F.relu(x, inplace=True)``) with a keyword
    argument, since it normalises only the pattern, whose calls it writes positionally
    (docs/synth.md); builtins (``torch.cat(xs, dim=1)``) keep their keywords on both sides."""
    import inspect

    import torch

    tree = ast.parse((subgraph / "model.py").read_text())
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.keywords):
            continue
        parts: list[str] = []
        target: ast.expr = node.func
        while isinstance(target, ast.Attribute):
            parts.insert(0, target.attr)
            target = target.value
        if not (isinstance(target, ast.Name) and target.id == "torch"):
            continue
        value: object = torch
        for part in parts:
            value = getattr(value, part, None)
        if inspect.isfunction(value):
            return 0
    return 1


def write_pass_dir(folder: Path, rules: dict[str, str], helper: str = "") -> Path:
    """A pass folder: each rule's source as NAME.py, the ordering file listing them in order,
    and (when given) a helper module ``common.py``, importable as ``pass_dir.common``."""
    folder.mkdir(parents=True, exist_ok=True)
    if helper:
        (folder / "common.py").write_text(helper)
    for name, source in rules.items():
        (folder / f"{name}.py").write_text(source)
    (folder / "sorted_output_pass_rule_names.json").write_text(json.dumps(list(rules)))
    return folder


def _weight_elements(path: Path, bound: int | None) -> int | None:
    """Sum of the tensor sizes in a weight_meta.py; None once it exceeds ``bound``."""
    total = 0
    for match in _SHAPE_LINE.finditer(path.read_bytes()):
        dims = [int(d) for d in match.group(1).split(b",") if d.strip()]
        total += math.prod(dims)
        if bound is not None and total > bound:
            return None
    return total


def select_samples(root: Path, quotas: dict[str, int]) -> list[CorpusSample]:
    """The ``quotas[source]`` samples of each source with the fewest weight_meta elements.

    Deterministic: ordered by (elements, path). Files are scanned smallest first and a scan stops
    once a sample cannot make its source's list, so the whole corpus takes about a second.
    """
    metas = sorted(
        (meta.stat().st_size, meta.parent.relative_to(root).as_posix())
        for meta in root.rglob("weight_meta.py")
    )
    best: dict[str, list[tuple[int, str]]] = {source: [] for source in quotas}
    for _, sample_id in metas:
        source = sample_id.split("/", 1)[0]
        quota = quotas.get(source, 0)
        if quota == 0:
            continue
        chosen = best[source]
        bound = chosen[-1][0] if len(chosen) >= quota else None
        elements = _weight_elements(root / sample_id / "weight_meta.py", bound)
        if elements is None:
            continue
        bisect.insort(chosen, (elements, sample_id))
        del chosen[quota:]
    return [
        CorpusSample(root / sample_id, sample_id, source, elements)
        for source in quotas
        for elements, sample_id in best[source]
    ]


@dataclass
class CompileCaches:
    """The compiler variables this run set, and the folder that holds their caches."""

    folder: Path | None = None
    variables: list[str] = field(default_factory=list)


COMPILE_CACHES = CompileCaches()
# Inductor's C++ for the CPU without SIMD: the vectorised code's templates are most of each
# compile's cost (126 against 78 CPU-seconds for three corpus models), and no test checks how
# Inductor vectorises; passnet's own code runs the same either way.
SCALAR_INDUCTOR = {"TORCHINDUCTOR_VEC_ISA_OK": "0"}


def pytest_configure(config: pytest.Config) -> None:
    """Inductor's and Triton's compile caches in this run's own folder, set before anything is
    collected and shared by every test and every process the tests start (workers inherit the
    environment): a graph one test compiled is loaded by the next, and nothing carries over from
    an earlier run, so a stale cache cannot stand in for the code under test. Also
    ``SCALAR_INDUCTOR``. Variables the caller set are left as they are."""
    folders = {"TORCHINDUCTOR_CACHE_DIR": "inductor", "TRITON_CACHE_DIR": "triton"}
    for name, value in SCALAR_INDUCTOR.items():
        if name not in os.environ:
            os.environ[name] = value
            COMPILE_CACHES.variables.append(name)
    missing = [name for name in folders if name not in os.environ]
    if not missing:
        return
    COMPILE_CACHES.folder = Path(tempfile.mkdtemp(prefix="passnet-test-caches-"))
    for name in missing:
        os.environ[name] = str(COMPILE_CACHES.folder / folders[name])
    COMPILE_CACHES.variables += missing


def pytest_unconfigure(config: pytest.Config) -> None:
    for name in COMPILE_CACHES.variables:
        os.environ.pop(name, None)
    if COMPILE_CACHES.folder is not None:
        shutil.rmtree(COMPILE_CACHES.folder, ignore_errors=True)
    COMPILE_CACHES.folder, COMPILE_CACHES.variables = None, []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrises ``corpus_sample`` over the selected samples (or one skipped placeholder)."""
    if "corpus_sample" not in metafunc.fixturenames:
        return
    root = find_corpus()
    if root is None:
        reason = REPORT.skip_reason or "GraphNet corpus not available"
        metafunc.parametrize(
            "corpus_sample", [pytest.param(None, marks=pytest.mark.skip(reason=reason))]
        )
        return
    if not REPORT.selected:
        REPORT.selected = select_samples(root, SOURCE_QUOTAS)
    metafunc.parametrize(
        "corpus_sample", REPORT.selected, ids=[s.sample_id for s in REPORT.selected]
    )


@pytest.fixture(scope="session")
def passnet_bin() -> Path:
    """The passnet binary; skips the test when there is none."""
    binary = find_passnet()
    if binary is None:
        pytest.skip(
            "passnet binary not found: set PASSNET_BIN, put passnet on PATH, or build it "
            f"(ninja -C {REPO_ROOT / 'build'})"
        )
    return binary


@pytest.fixture(scope="session")
def agent_bin(passnet_bin: Path) -> Path:
    """The passnet binary when it has the agent's commands (PASSNET_WITH_HTTP); skips otherwise."""
    help_text = subprocess.run([str(passnet_bin), "--help"], capture_output=True, text=True).stdout
    if "agent" not in help_text:
        pytest.skip("this passnet was built without PASSNET_WITH_HTTP")
    return passnet_bin


@pytest.fixture(scope="session")
def corpus_report() -> CorpusReport:
    """The session's report: selection and samples excluded because they fail eager on CPU."""
    return REPORT


@pytest.fixture(scope="session")
def python_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment for ``python -m passnet...`` subprocesses: python/ importable, one thread,
    and the engine's caches (the agent's baselines) in the session's folder, not the user's."""
    env = dict(os.environ)
    env["PASSNET_CACHE_DIR"] = str(tmp_path_factory.mktemp("passnet-cache"))
    python_dir = str(REPO_ROOT / "python")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (python_dir, env.get("PYTHONPATH")) if p)
    env.setdefault("OMP_NUM_THREADS", "1")
    return env


@pytest.fixture(scope="session")
def work_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A session-wide scratch folder for emitted samples."""
    yield tmp_path_factory.mktemp("emitted")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Reports which corpus samples ran and which were excluded (failing eager on CPU)."""
    if REPORT.root is None and REPORT.skip_reason is None:
        return
    write = terminalreporter.write_line
    terminalreporter.section("GraphNet corpus")
    if REPORT.skip_reason:
        write(f"corpus tests skipped: {REPORT.skip_reason}")
        return
    by_source: dict[str, int] = {}
    for sample in REPORT.selected:
        by_source[sample.source] = by_source.get(sample.source, 0) + 1
    counts = ", ".join(f"{source} {count}" for source, count in by_source.items())
    write(f"corpus: {REPORT.root}")
    write(f"samples exercised: {len(REPORT.selected)} ({counts})")
    if REPORT.eager_failures:
        write(f"excluded, the original sample fails eager on CPU: {len(REPORT.eager_failures)}")
        for sample_id, error in sorted(REPORT.eager_failures.items()):
            write(f"  {sample_id}: {error}")
    else:
        write("excluded (original fails eager on CPU): none")
