"""The sandbox layer: what a worker process that runs candidates gives up before it imports one.

:func:`enter` runs at worker start-up, before torch is imported (a new user namespace needs a
single-threaded process):

* **no network**: a new network namespace (only a loopback that is down), through
  ``unshare(CLONE_NEWNET)``, or ``CLONE_NEWUSER | CLONE_NEWNET`` where only unprivileged user
  namespaces are allowed; where neither is, a warning is recorded with every verdict;
* **a scrubbed environment**: only the variables that locate tools, libraries, devices and
  caches are kept (no credentials, proxies or tokens reach a pass);
* **a private working folder** (also ``TMPDIR``), removed at exit; the compiler caches stay
  where they were, so candidates do not compile colder than baselines;
* **resource limits**: no core dumps, at most 4096 open files and (for users other than root,
  whom the limit does not bind) 4096 processes, files of at most 8 GiB, and on CPU
  workers an address space of at most three quarters of the machine's memory, and never less
  than 16 GiB (CUDA reserves
  address space for the whole device, so GPU workers keep theirs and a runaway allocation
  fails in the CUDA allocator instead). :func:`limit_cpu_time` gives each job a CPU-time budget
  on top of what the worker has used; past it the kernel ends the worker (SIGXCPU) and the
  engine records the job as crashed and starts a fresh worker, as for any crash or hang.
"""

from __future__ import annotations

import atexit
import ctypes
import ctypes.util
import errno
import os
import resource
import shutil
import tempfile

__all__ = ["enter", "limit_cpu_time", "resolve", "skipped", "warnings"]

CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
OPEN_FILES = 4096
FILE_BYTES = 8 << 30
MIN_ADDRESS_SPACE = 16 << 30
"""The address-space limit is never below this: torch, Triton and Inductor map several GiB of
address space they never touch, and a small machine must still run them."""
PROCESSES = 4096
"""RLIMIT_NPROC counts every process of the user: room for Inductor's compile workers and the
user's own, not for a fork bomb."""

_KEPT_NAMES = frozenset(
    {
        "PATH",
        "HOME",
        "USER",
        "LOGNAME",
        "LANG",
        "LANGUAGE",
        "TZ",
        "TERM",
        "PYTHONPATH",
        "PYTHONHOME",
        "VIRTUAL_ENV",
        "LD_LIBRARY_PATH",
        "XDG_CACHE_HOME",
        "CC",
        "CXX",
    }
)
_KEPT_PREFIXES = (
    "LC_",
    "CUDA_",
    "NVIDIA_",
    "TRITON_",
    "TORCH",
    "PYTORCH_",
    "PASSNET_",
    "OMP_",
    "MKL_",
    "OPENBLAS_",
    "KMP_",
    "CONDA_",
)

_warnings: list[str] = []
_entered = False
_starting_directory = os.getcwd()


def resolve(path: str) -> str:
    """``path`` as the worker's caller meant it: relative paths name files under the folder the
    worker was started in, not its private working folder."""
    return path if os.path.isabs(path) else os.path.join(_starting_directory, path)


def warnings() -> tuple[str, ...]:
    """What the sandbox could not do on this machine (recorded with every verdict)."""
    return tuple(_warnings)


def skipped(reason: str) -> None:
    """Records that the sandbox was left out, and why."""
    _warnings.append(reason)


def enter(device: str) -> tuple[str, ...]:
    """Sandboxes the calling process (see the module docs); returns the warnings. Idempotent."""
    global _entered
    if _entered:
        return warnings()
    _entered = True
    _isolate_network()
    _keep_caches_in_place()
    _scrub_environment()
    _private_folder()
    _limit_resources(device)
    return warnings()


def _isolate_network() -> None:
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    if libc.unshare(CLONE_NEWNET) == 0:
        return
    first = ctypes.get_errno()
    uid, gid = os.getuid(), os.getgid()
    if libc.unshare(CLONE_NEWUSER | CLONE_NEWNET) == 0:
        try:
            # Root inside maps to the worker's own user outside: files keep their permissions.
            with open("/proc/self/setgroups", "w") as handle:
                handle.write("deny")
            with open("/proc/self/uid_map", "w") as handle:
                handle.write(f"0 {uid} 1")
            with open("/proc/self/gid_map", "w") as handle:
                handle.write(f"0 {gid} 1")
        except OSError as error:
            _warnings.append(f"network namespace entered, but the user map failed: {error}")
        return
    second = ctypes.get_errno()
    _warnings.append(
        "no network namespace (unshare: "
        f"{errno.errorcode.get(first, first)}, with a user namespace: "
        f"{errno.errorcode.get(second, second)}): candidates can reach the network"
    )


def _keep_caches_in_place() -> None:
    """Pins the compiler caches to where they are now, before ``TMPDIR`` moves."""
    if "TORCHINDUCTOR_CACHE_DIR" not in os.environ:
        user = os.environ.get("USER") or str(os.getuid())
        folder = os.path.join(tempfile.gettempdir(), f"torchinductor_{user}")
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = folder


def _scrub_environment() -> None:
    for name in list(os.environ):
        if name not in _KEPT_NAMES and not name.startswith(_KEPT_PREFIXES):
            del os.environ[name]


def _private_folder() -> None:
    folder = tempfile.mkdtemp(prefix="passnet-worker-")
    os.chdir(folder)
    os.environ["TMPDIR"] = folder
    tempfile.tempdir = folder
    atexit.register(shutil.rmtree, folder, True)


def _lower(limit: int, value: int) -> None:
    soft, hard = resource.getrlimit(limit)
    wanted = value if hard == resource.RLIM_INFINITY else min(value, hard)
    if soft == resource.RLIM_INFINITY or soft > wanted:
        resource.setrlimit(limit, (wanted, hard))


def _limit_resources(device: str) -> None:
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        _lower(resource.RLIMIT_NOFILE, OPEN_FILES)
        _lower(resource.RLIMIT_FSIZE, FILE_BYTES)
        if os.getuid() != 0:
            _lower(resource.RLIMIT_NPROC, PROCESSES)
        else:
            _warnings.append("no process limit: RLIMIT_NPROC does not bind root")
        if device.startswith("cpu"):
            memory = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
            _lower(resource.RLIMIT_AS, max(memory * 3 // 4, MIN_ADDRESS_SPACE))
        else:
            _warnings.append("no address-space limit on a GPU worker (CUDA reserves the range)")
    except (OSError, ValueError) as error:
        _warnings.append(f"resource limits not all applied: {error}")


def limit_cpu_time(seconds: int) -> None:
    """Lets the worker use at most ``seconds`` more CPU time (this job's budget)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = int(usage.ru_utime + usage.ru_stime) + 1
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    wanted = used + seconds
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    try:
        resource.setrlimit(resource.RLIMIT_CPU, (wanted, hard))
    except (OSError, ValueError) as error:
        if f"CPU-time limit: {error}" not in _warnings:
            _warnings.append(f"CPU-time limit: {error}")
