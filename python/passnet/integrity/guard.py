"""The dispatch and runtime layers around a pass's wrapper: what a *watched call* checks.

Every call of a pass's wrapper goes through :func:`invoke`. Most calls go straight to the
wrapper; a watched call (every compile and correctness call, and calls the worker makes at
random points among the timed ones, with the same inputs and the same path, so a pass cannot
tell them apart) runs the wrapper under :class:`_WrapperMode` and checks around it:

* **dispatch** (``aten-op``): any aten op other than allocation, metadata and copy-free views
  fails the pass; ``fill_``/``zero_`` only on what the wrapper itself allocated. Kernel launches
  are not aten ops; in Triton's interpreter (CPU) the launcher copies tensors with aten ops of its
  own, so those run unwatched (:func:`_exempt_kernel_launches`).
* **runtime**: every ``empty`` the wrapper allocates is filled with 0xFF bytes, so an output the
  kernel never wrote shows the poison (``stale-memory``); inputs are compared byte for byte before
  and after (``input-mutation``); outputs must be plain tensors (``lazy-result``) that share no
  memory with an input or with the previous watched call's outputs (``output-alias``); no thread
  running the pass's code, and no fork of the worker, may outlive the call (``thread``); on CUDA
  the outputs read after the current stream finishes must equal those read after the whole
  device does (``side-stream``).

A violation is recorded in the :class:`Monitor` before :class:`IntegrityViolation` is raised, so
a pass that swallows the exception is still flagged.
"""

from __future__ import annotations

import os
import random
import sys
import threading
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import torch
from torch._ops import HigherOrderOperator
from torch.utils._python_dispatch import TorchDispatchMode

from passnet.integrity.rules import Violation

__all__ = [
    "WRAPPER_ALLOCATIONS",
    "WRAPPER_VIEWS",
    "IntegrityViolation",
    "Monitor",
    "activate",
    "active_monitor",
    "invoke",
    "kernel_launch",
]

_VIEWS_AND_METADATA = frozenset(
    {
        "view",
        "_unsafe_view",
        "_reshape_alias",
        "alias",
        "as_strided",
        "permute",
        "expand",
        "unsqueeze",
        "squeeze",
        "transpose",
        "t",
        "select",
        "slice",
        "narrow",
        "split",
        "split_with_sizes",
        "unbind",
        "chunk",
        "detach",
        "lift_fresh",
        "unflatten",
        "movedim",
        "sym_size",
        "sym_stride",
        "sym_numel",
        "sym_storage_offset",
        "size",
        "stride",
        "numel",
        "dim",
        "is_contiguous",
        "is_same_size",
        "promote_types",
        "result_type",
        "can_cast",
        "is_floating_point",
        "is_complex",
    }
)
# Composite ops that are views for some inputs and copies for others (seen as themselves inside a
# custom op, where composite ops are not decomposed first): allowed when the result aliases the
# input.
_MAYBE_VIEWS = frozenset(
    {
        "reshape",
        "reshape_as",
        "view_as",
        "expand_as",
        "contiguous",
        "flatten",
        "ravel",
        "swapaxes",
        "moveaxis",
        "tensor_split",
        "unsafe_split",
        "unsafe_chunk",
    }
)
_EMPTY = frozenset({"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided"})
_FILLED = frozenset(
    {"zeros", "zeros_like", "ones", "ones_like", "full", "full_like", "new_zeros", "new_ones"}
)
_FILLS = frozenset({"fill_", "zero_"})
_KERNEL_LAUNCHES = frozenset({"triton_kernel_wrapper_mutation"})
# What a pass's wrapper may do besides launching kernels, for a check of its trace
# (passes/lowering.py): the views and metadata queries, and allocations, filled or not.
WRAPPER_VIEWS = _VIEWS_AND_METADATA
WRAPPER_ALLOCATIONS = _EMPTY | _FILLED
POISON_BYTE = 0xFF


class IntegrityViolation(RuntimeError):
    """Raised after a violation is recorded; the worker reads the monitor, not this."""


_state = threading.local()


def _launching() -> bool:
    return getattr(_state, "launch_depth", 0) > 0


@contextmanager
def kernel_launch() -> Iterator[None]:
    """Marks the block as a kernel launch: aten ops in it are the launcher's, not the pass's."""
    _state.launch_depth = getattr(_state, "launch_depth", 0) + 1
    try:
        yield
    finally:
        _state.launch_depth -= 1


_exempted = False


def _exempt_kernel_launches() -> None:
    """Marks Triton's launch entry points, once per process, so that the aten ops Triton's own
    launcher runs (the interpreter's copies) are not taken for the pass's."""
    global _exempted
    if _exempted:
        return
    _exempted = True
    targets: list[tuple[Any, str]] = []
    try:
        from triton.runtime.jit import JITFunction

        targets.append((JITFunction, "run"))
    except ImportError:
        return
    try:
        from triton.runtime.interpreter import GridExecutor

        targets.append((GridExecutor, "__call__"))
    except ImportError:
        pass
    for owner, name in targets:
        original = getattr(owner, name)

        def launched(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
            with kernel_launch():
                return _original(*args, **kwargs)

        setattr(owner, name, launched)


def _storage_key(tensor: torch.Tensor) -> int:
    return tensor.untyped_storage().data_ptr()


def _poison(tensor: torch.Tensor) -> None:
    storage = tensor.untyped_storage()
    if storage.nbytes():
        raw = torch.empty(0, dtype=torch.uint8, device=tensor.device)
        raw.set_(storage).fill_(POISON_BYTE)


class _WrapperMode(TorchDispatchMode):
    """Lets allocation, metadata and views through; fails anything else."""

    # A lowered pass's trace (passes/lowering.py) launches its kernels through Triton's kernel
    # higher-order op, which comes here like an aten op: a launch, let through.
    supports_higher_order_operators = True

    def __init__(self, monitor: Monitor, rule: str, source: Path | None) -> None:
        super().__init__()
        self.monitor = monitor
        self.rule = rule
        self.source = source
        self.allocated: set[int] = set()

    def __torch_dispatch__(
        self,
        func: Any,
        types: Sequence[type],
        args: Sequence[Any] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        kwargs = kwargs or {}
        if _launching():
            return func(*args, **kwargs)
        if isinstance(func, HigherOrderOperator):
            if func.name() in _KERNEL_LAUNCHES:
                with kernel_launch():
                    return func(*args, **kwargs)
            name = func.name()
        else:
            name = func.overloadpacket.__name__
        if name in _VIEWS_AND_METADATA:
            return func(*args, **kwargs)
        if name in _MAYBE_VIEWS and args and isinstance(args[0], torch.Tensor):
            result = func(*args, **kwargs)
            if all(_same_storage(r, args[0]) for r in _leaves(result)):
                return result
        if name in _EMPTY or name in _FILLED:
            result = func(*args, **kwargs)
            if isinstance(result, torch.Tensor):
                self.allocated.add(_storage_key(result))
                if name in _EMPTY:
                    _poison(result)
            return result
        if (
            name in _FILLS
            and args
            and isinstance(args[0], torch.Tensor)
            and _storage_key(args[0]) in self.allocated
        ):
            return func(*args, **kwargs)
        where = _pass_frame(self.source) or self.rule
        self.monitor.flag("aten-op", where, str(func), f"{self.rule} runs {func} in its wrapper")
        raise IntegrityViolation(f"integrity: {self.rule} runs {func} in its wrapper ({where})")


def _pass_frame(source: Path | None) -> str | None:
    """``file:line`` of the innermost frame in the pass file, for the evidence."""
    if source is None:
        return None
    wanted = str(source)
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_filename == wanted:
            return f"{wanted}:{frame.f_lineno}"
        frame = frame.f_back  # type: ignore[assignment]
    return None


class Monitor:
    """The integrity state of one pass backend in one job: which calls are watched, and the
    violations found so far."""

    def __init__(self, device: torch.device) -> None:
        self.device = device
        self.violations: list[Violation] = []
        self.not_loaded: tuple[str, ...] = ()
        """What the static layer left out of the pass folder (for the verdict)."""
        self.watch_all = True
        self.watched_calls = 0
        self._random = random.Random(int.from_bytes(os.urandom(8), "little"))
        self._previous: list[weakref.ref[torch.Tensor]] = []
        _exempt_kernel_launches()

    def flag(self, rule: str, where: str, evidence: str, message: str = "") -> None:
        if not any(v.rule == rule and v.where == where for v in self.violations):
            self.violations.append(Violation(rule, where, evidence, message))

    def should_watch(self) -> bool:
        """Whether the next call is watched: all of them outside timing; while timed, only the
        calls the worker makes between rounds (:meth:`chance` picks those)."""
        return self.watch_all

    def chance(self, probability: float) -> bool:
        return self._random.random() < probability

    def watched(
        self, rule: str, source: Path | None, fn: Callable[..., Any], args: Sequence[Any]
    ) -> Any:
        """Calls ``fn(*args)`` with every check of a watched call."""
        self.watched_calls += 1
        inputs = [a for a in args if isinstance(a, torch.Tensor)]
        before = [_bytes_of(t) for t in inputs]
        threads = set(threading.enumerate())
        children = _children()
        mode = _WrapperMode(self, rule, source)
        with mode:
            result = fn(*args)
        outputs = _leaves(result)
        where = f"{rule} (watched call {self.watched_calls})"
        self._check_outputs(rule, where, outputs, inputs)
        for index, (tensor, snapshot) in enumerate(zip(inputs, before, strict=True)):
            if not torch.equal(_bytes_of(tensor), snapshot):
                self.flag("input-mutation", where, f"argument {index} changed by the call")
        started = _pass_threads(set(threading.enumerate()) - threads, source)
        forks = _forks(_children() - children)
        if started or forks:
            what = ", ".join([*(t.name for t in started), *(f"process {p}" for p in forks)])
            self.flag("thread", where, f"still alive after the call: {what}")
        self._previous = [weakref.ref(t) for t in outputs if isinstance(t, torch.Tensor)]
        if any(v for v in self.violations if v.where == where):
            raise IntegrityViolation(f"integrity: {self.violations[-1].line()}")
        return result

    def _check_outputs(
        self, rule: str, where: str, outputs: list[Any], inputs: list[torch.Tensor]
    ) -> None:
        if self.device.type == "cuda":
            torch.cuda.current_stream(self.device).synchronize()
            early = [_bytes_of(t) for t in outputs if type(t) is torch.Tensor]
            torch.cuda.synchronize(self.device)
            late = [_bytes_of(t) for t in outputs if type(t) is torch.Tensor]
            if any(not torch.equal(a, b) for a, b in zip(early, late, strict=True)):
                self.flag("side-stream", where, "outputs changed after the call's stream ended")
        earlier = [t for ref in self._previous if (t := ref()) is not None]
        for index, output in enumerate(outputs):
            if type(output) is not torch.Tensor:
                self.flag("lazy-result", where, f"output {index} is a {type(output).__name__}")
                continue
            if any(_overlap(output, t) for t in inputs):
                self.flag("output-alias", where, f"output {index} shares memory with an input")
            elif any(_overlap(output, t) for t in earlier):
                self.flag("output-alias", where, f"output {index} reuses an earlier call's output")
            if _poisoned(output):
                self.flag(
                    "stale-memory", where, f"output {index} holds bytes the kernel never wrote"
                )


def _leaves(result: Any) -> list[Any]:
    if isinstance(result, (tuple, list)):
        return [leaf for item in result for leaf in _leaves(item)]
    return [result]


def _bytes_of(tensor: torch.Tensor) -> torch.Tensor:
    """A byte copy of the tensor's elements (NaN-safe equality, any dtype)."""
    plain = tensor.detach()
    if type(plain) is not torch.Tensor:
        plain = plain.as_subclass(torch.Tensor)
    flat = plain.contiguous().reshape(-1)
    return flat.view(torch.uint8).clone() if flat.numel() else flat.clone()


def _same_storage(a: Any, b: torch.Tensor) -> bool:
    return isinstance(a, torch.Tensor) and _storage_key(a) == _storage_key(b)


def _overlap(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.device != b.device or not a.numel() or not b.numel():
        return False
    sa, sb = a.untyped_storage(), b.untyped_storage()
    start_a, start_b = sa.data_ptr(), sb.data_ptr()
    return start_a < start_b + sb.nbytes() and start_b < start_a + sa.nbytes()


def _poisoned(output: torch.Tensor) -> bool:
    if not output.is_floating_point() or not output.numel():
        return False
    raw = output.detach().contiguous().reshape(-1).view(torch.uint8)
    rows = raw.reshape(-1, output.element_size())
    return bool((rows == POISON_BYTE).all(dim=1).any())


def _pass_threads(threads: set[threading.Thread], source: Path | None) -> list[threading.Thread]:
    """The new threads whose code is the pass's: Inductor's and Triton's compile pools start
    threads of their own, lazily, and may do so during a watched call."""
    found = []
    for thread in threads:
        target = getattr(thread, "_target", None) or type(thread).run
        code = getattr(target, "__code__", None)
        module = getattr(target, "__module__", "") or ""
        in_pass = code is not None and source is not None and code.co_filename == str(source)
        if in_pass or module.startswith("passnet_pass_"):
            found.append(thread)
    return found


def _children() -> set[int]:
    pids: set[int] = set()
    try:
        for task in os.listdir("/proc/self/task"):
            with open(f"/proc/self/task/{task}/children") as handle:
                pids.update(int(p) for p in handle.read().split())
    except OSError:
        return pids
    return pids


def _cmdline(pid: int | str) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read()
    except OSError:
        return b""


def _forks(pids: set[int]) -> list[int]:
    """The new children that are copies of this process (forks; compile workers and ptxas run
    other programs)."""
    own = _cmdline("self")
    return [pid for pid in sorted(pids) if _cmdline(pid) == own]


_current: Monitor | None = None


def active_monitor() -> Monitor | None:
    return _current


def activate(monitor: Monitor | None) -> None:
    """Makes ``monitor`` the one :func:`invoke` reports to (the pass backend being evaluated)."""
    global _current
    _current = monitor


def invoke(rule: str, source: Path | None, fn: Callable[..., Any], args: Sequence[Any]) -> Any:
    """How the rewritten graph calls a pass's wrapper (see the module docs)."""
    monitor = _current
    if monitor is None or not monitor.should_watch():
        return fn(*args)
    return monitor.watched(rule, source, fn, args)
