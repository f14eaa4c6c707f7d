"""Launching a pass's Triton kernels without Triton's Python dispatcher.

``kernel[grid](*args)`` goes through Triton's JIT dispatcher on every call: it binds the arguments
to the signature, computes their specialisation key (dtypes, 16-byte alignment, integers equal to
1 or divisible by 16), hashes it with the options, looks the compiled kernel up, checks that the
kernel's globals have not changed and asks the driver for the current device and stream. On the
tiny subgraphs of PassBench that Python work costs more than the kernel, and more than the
launcher Inductor generates, which binds each compiled kernel once and then calls it directly.

:class:`BoundKernel` does the same for a pass, as a decorator over ``@triton.jit``; launches
look as they did::

    @BoundKernel
    @triton.jit
    def _add_layer_norm_kernel(a_ptr, b_ptr, ..., BLOCK: tl.constexpr): ...

    _add_layer_norm_kernel[(rows,)](a, b, w, bias, out, cols, BLOCK=1024, num_warps=4)

The first call with a new *launch key* goes through Triton (which compiles, caches and launches)
and keeps the compiled kernel; later calls with the same key launch it directly, each tensor
passed as its address, through the C++ launcher torch ships for Inductor's kernels
(``torch._C._StaticCudaLauncher``, one C call from Python to ``cuLaunchKernel``) where that
launcher can take the kernel, else through Triton's own launcher (``CompiledKernel.run``, which
first runs a few Python steps of its own).

The launch key holds each tensor's dtype and whether its address is 16-byte aligned, each
integer's value, floats as floats, and the keyword arguments (constexprs, ``num_warps``,
``num_stages``) as they are: finer than every property Triton specialises on
(integers equal to 1, divisible by 16, beyond 32 bits), so two calls with one key always get the
same compiled kernel from Triton too. Keying integers by value costs one entry per set of sizes
and strides a pass sees, and saves working those properties out on every call. The key of each
call is built by a function generated for the kinds of arguments the kernel's first call had
(tensor, int, float, ...): straight-line code that checks those kinds and reads each tensor's
dtype and address once, where a loop would dispatch on each argument's type; a call whose
arguments are of other kinds takes the general loop.

Triton's own path is kept whenever the shortcut could differ from it: in interpreter mode
(``TRITON_INTERPRET=1``, the CPU), while a launch hook is installed (profilers such as proton read
launch metadata from it), for a grid given as a function, and for argument types outside
tensors, integers, floats, booleans and None. ``PASSNET_DIRECT_LAUNCH=0`` in the environment
keeps it always (read when the kernel is bound, i.e. when the pass loads): for comparisons, and to
rule the shortcut out when a kernel misbehaves. The shortcut skips one check of Triton's: that
the globals a kernel reads have not changed since it compiled. Torch's launcher is left out for
kernels it cannot launch as Triton would (more than one CTA, cooperative or PDL launches, scratch
memory, tensor descriptors), and for good for a compiled variant once it rejects its arguments.
"""

from __future__ import annotations

import functools
import operator
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from passnet.runtime.passes.lowering import tracing_launches

__all__ = ["BoundKernel"]


class _Unkeyable(Exception):
    """An argument whose specialisation the launch key cannot describe."""


LaunchKey = tuple[object, ...]
KeyedCall = tuple[LaunchKey, tuple[object, ...]]


def keyed_arguments(
    args: Sequence[object], options: dict[str, Any], on: str = "is_cuda"
) -> KeyedCall:
    """The launch key of a call (see the module docs) and its arguments as the launcher takes
    them: each tensor replaced by its address, which spares the launcher a Python call and a
    driver query per pointer. Raises :class:`_Unkeyable` for what the key cannot describe,
    tensors off CUDA included (Triton's own path reports those; ``on`` names the tensor property
    that says a tensor is on the launch device, ``is_cpu`` in CPU tests)."""
    key: list[object] = []
    launched: list[object] = []
    device = None
    for value in args:
        kind = type(value)
        if kind is int:  # by value: finer than Triton's key and cheaper than its properties
            key.append(value)
        elif isinstance(value, torch.Tensor):
            if not getattr(value, on):
                raise _Unkeyable(f"a {value.device.type} tensor")
            if device is None:
                device = value.get_device()
            address = value.data_ptr()
            key.append((value.dtype, address % 16 == 0))
            launched.append(address)
            continue
        elif kind is float:
            key.append(float)
        elif kind is bool or value is None:
            key.append((kind, value))  # apart from the ints 1 and 0, which compare equal
        else:
            raise _Unkeyable(kind.__name__)
        launched.append(value)
    if device is None:
        raise _Unkeyable("no tensor argument")
    return (device, tuple(key), tuple(options.items())), tuple(launched)


def fast_key_function(
    args: Sequence[object], on: str = "is_cuda"
) -> Callable[[Sequence[object], dict[str, Any]], KeyedCall | None]:
    """A function that computes :func:`keyed_arguments` for calls whose arguments are of the
    kinds of ``args`` (tensor, int, float, bool, None, position by position), and returns None
    for any other call. Raises :class:`_Unkeyable` where ``args`` themselves have no key."""
    keyed_arguments(args, {}, on)  # the same refusals as the general path
    names = [f"a{i}" for i in range(len(args))]
    checks: list[str] = []
    key: list[str] = []
    launched: list[str] = []
    device = ""
    for name, value in zip(names, args, strict=True):
        kind = type(value)
        if kind is int:
            checks.append(f"type({name}) is int")
            key.append(name)
            launched.append(name)
        elif isinstance(value, torch.Tensor):
            checks.append(f"isinstance({name}, Tensor) and {name}.{on}")
            address = f"p{name}"
            key.append(f"({name}.dtype, {address} % 16 == 0)")
            launched.append(address)
            device = device or f"{name}.get_device()"
        elif kind is float:
            checks.append(f"type({name}) is float")
            key.append("float")
            launched.append(name)
        else:  # bool or None
            checks.append(f"{name} is None" if value is None else f"type({name}) is bool")
            key.append(f"({'bool' if kind is bool else 'NoneType'}, {name})")
            launched.append(name)
    tensors = [n for n, v in zip(names, args, strict=True) if isinstance(v, torch.Tensor)]
    unpack = f"    {', '.join(names)}, = args\n" if names else ""
    source = (
        "def fast_key(args, options):\n"
        f"    if len(args) != {len(args)}:\n"
        "        return None\n" + unpack + f"    if not ({' and '.join(checks) or 'True'}):\n"
        "        return None\n"
        + "".join(f"    p{n} = {n}.data_ptr()\n" for n in tensors)
        + f"    return ({device}, ({''.join(k + ', ' for k in key)}), tuple(options.items())), "
        f"({''.join(a + ', ' for a in launched)})\n"
    )
    namespace: dict[str, Any] = {"Tensor": torch.Tensor, "NoneType": type(None)}
    exec(source, namespace)  # generated from the arguments' kinds, never from input text
    return namespace["fast_key"]


class _Compiled:
    """A compiled variant and how to launch it: through torch's launcher where that takes the
    kernel (``static``), else through Triton's."""

    __slots__ = ("function", "metadata", "run", "static", "tail")

    def __init__(self, compiled: Any, tail: tuple[Any, ...], static: _StaticLaunch | None) -> None:
        self.tail = tail  # the constexprs and defaults after the positional arguments
        self.run: Callable[..., Any] = compiled.run  # loads the module on first access
        self.function = compiled.function
        self.metadata = compiled.packed_metadata
        self.static = static

    def launch_triton(self, gx: int, gy: int, gz: int, stream: int, launched: Any) -> None:
        """Through Triton's launcher, without its JIT dispatcher."""
        self.run(
            gx, gy, gz, stream, self.function, self.metadata, None, None, None,
            *launched, *self.tail,
        )  # fmt: skip


# Triton's scalar types as torch's launcher reads them (Python's argument-parsing letters).
_LAUNCHER_TYPES: Mapping[str, str] = {
    "i1": "i", "i8": "b", "i16": "h", "i32": "i", "i64": "l",
    "u1": "I", "u8": "B", "u16": "H", "u32": "I", "u64": "K",
    "fp16": "f", "bf16": "f", "fp32": "f", "f32": "f", "fp64": "d",
}  # fmt: skip


class _StaticLaunch:
    """What ``torch._C._StaticCudaLauncher._launch_kernel`` needs for one compiled kernel: its
    argument types (one letter each, as Inductor's ``StaticallyLaunchedCudaKernel`` derives
    them), which launched arguments the kernel takes (Triton drops its constants), and a null
    pointer for each scratch buffer the kernel declares."""

    __slots__ = ("arg_types", "function", "launcher", "num_warps", "pick", "scratch", "shared")

    def __init__(self, launcher: Any, compiled: Any, count: int) -> None:
        metadata = compiled.metadata
        if (
            getattr(metadata, "num_ctas", 1) != 1
            or getattr(metadata, "launch_cooperative_grid", False)
            or getattr(metadata, "launch_pdl", False)
            or getattr(metadata, "tensordesc_meta", None)
            or getattr(metadata, "global_scratch_size", 0) > 0
            or getattr(metadata, "profile_scratch_size", 0) > 0
        ):
            raise NotImplementedError("a launch torch's launcher does not do")
        source = compiled.src
        names = list(source.fn.arg_names)

        def index(key: Any) -> int:
            if isinstance(key, str):
                return names.index(key)
            return key[0] if isinstance(key, tuple) else int(key)

        signature = {index(k): v for k, v in source.signature.items()}
        constants = {index(k) for k in getattr(source, "constants", {})}
        kept = [i for i in sorted(signature) if signature[i] != "constexpr" and i not in constants]
        if any(i >= count for i in kept):
            raise NotImplementedError("kernel arguments beyond the positional ones")
        types = []
        for i in kept:
            kind = signature[i]
            if kind.startswith("*"):
                types.append("O")
            elif kind in _LAUNCHER_TYPES:
                types.append(_LAUNCHER_TYPES[kind])
            else:
                raise NotImplementedError(f"argument type {kind}")
        scratch = tuple(
            None
            for name in ("global_scratch_size", "profile_scratch_size")
            if hasattr(metadata, name)
        )
        self.arg_types = "".join(types) + "O" * len(scratch)
        self.scratch = scratch
        self.launcher = launcher
        self.function = compiled.function
        self.num_warps = metadata.num_warps
        self.shared = metadata.shared
        if len(kept) == count:
            self.pick: Callable[[tuple[object, ...]], tuple[object, ...]] = _same
        elif len(kept) == 1:
            only = kept[0]
            self.pick = lambda launched: (launched[only],)
        elif not kept:
            self.pick = lambda launched: ()
        else:
            self.pick = operator.itemgetter(*kept)

    def launch(self, gx: int, gy: int, gz: int, stream: int, launched: Any) -> None:
        self.launcher(
            self.function,
            gx,
            gy,
            gz,
            self.num_warps,
            self.shared,
            self.arg_types,
            self.pick(launched) + self.scratch,
            stream,
        )


def _same(launched: tuple[object, ...]) -> tuple[object, ...]:
    return launched


def _static_launcher() -> Any:
    """Torch's C++ launcher of Triton cubins, where this torch has it."""
    launcher = getattr(torch._C, "_StaticCudaLauncher", None)
    if launcher is None or not hasattr(launcher, "_launch_kernel"):
        return None
    return launcher._launch_kernel


class BoundKernel:
    """A ``@triton.jit`` kernel whose compiled variants are launched without the dispatcher."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        # Interpreted kernels (TRITON_INTERPRET=1) have no device caches and nothing to bind.
        self._bindable = (
            hasattr(kernel, "device_caches")
            and hasattr(kernel, "params")
            and os.environ.get("PASSNET_DIRECT_LAUNCH", "1") != "0"
        )
        params = list(getattr(kernel, "params", ()))
        self._names = [p.name for p in params]
        self._defaults = {p.name: p.default for p in params if p.has_default}
        self._compiled: dict[LaunchKey, _Compiled] = {}
        self._knobs = _runtime_knobs() if self._bindable else None
        self._launcher = _static_launcher() if self._bindable else None
        self._fast_key: Callable[[Sequence[object], dict[str, Any]], KeyedCall | None] | None = None
        self.launches = 0
        self.direct_launches = 0
        self.static_launches = 0

    def __getitem__(self, grid: Sequence[int]) -> Callable[..., None]:
        return functools.partial(self._launch, grid)

    def _launch(self, grid: Sequence[int], *args: Any, **options: Any) -> None:
        self.launches += 1
        knobs = self._knobs
        # Traced for lowering (fake tensors): Triton's own launch, which the trace records.
        if knobs is None or callable(grid) or tracing_launches():
            self.kernel[grid](*args, **options)
            return
        # Launch hooks: None or a callable up to Triton 3.5, a chain (never None) from 3.6 on.
        enter, exit_ = knobs.launch_enter_hook, knobs.launch_exit_hook
        if (enter is not None and getattr(enter, "calls", True)) or (
            exit_ is not None and getattr(exit_, "calls", True)
        ):
            self.kernel[grid](*args, **options)
            return
        fast_key = self._fast_key
        keyed = fast_key(args, options) if fast_key is not None else None
        if keyed is None:
            try:
                keyed = keyed_arguments(args, options)
                if fast_key is None:
                    self._fast_key = fast_key_function(args)
            except _Unkeyable:
                self.kernel[grid](*args, **options)
                return
        key, launched = keyed
        try:
            compiled = self._compiled.get(key)
        except TypeError:  # an option that does not hash
            self.kernel[grid](*args, **options)
            return
        if compiled is None:
            self._bind(key, grid, args, options)
            return
        self.direct_launches += 1
        stream = torch._C._cuda_getCurrentRawStream(key[0])
        gx = grid[0]
        gy = grid[1] if len(grid) > 1 else 1
        gz = grid[2] if len(grid) > 2 else 1
        static = compiled.static
        if static is not None:
            try:
                static.launch(gx, gy, gz, stream, launched)
                self.static_launches += 1
                return
            except TypeError:  # this torch's launcher takes other arguments: not again
                compiled.static = None
        compiled.launch_triton(gx, gy, gz, stream, launched)

    def _bind(
        self, key: LaunchKey, grid: Sequence[int], args: tuple[Any, ...], options: dict[str, Any]
    ) -> None:
        """Launches through Triton and keeps what it compiled for the key."""
        compiled = self.kernel[grid](*args, **options)
        static = None
        if self._launcher is not None:
            try:
                static = _StaticLaunch(self._launcher, compiled, len(args))
            except (NotImplementedError, AttributeError, KeyError, ValueError):
                static = None  # Triton's launcher takes it
        self._compiled[key] = _Compiled(compiled, self._tail(len(args), options), static)

    def _tail(self, count: int, options: dict[str, Any]) -> tuple[Any, ...]:
        """The parameters after the ``count`` positional ones, in declaration order, as Triton
        passes them to the launcher (constexprs included; the launcher skips them)."""
        tail = []
        for name in self._names[count:]:
            if name in options:
                tail.append(options[name])
            elif name in self._defaults:
                tail.append(self._defaults[name])
            else:
                raise TypeError(f"{self.kernel}: missing argument {name!r}")
        return tuple(tail)


def _runtime_knobs() -> Any:
    from triton import knobs

    return knobs.runtime
