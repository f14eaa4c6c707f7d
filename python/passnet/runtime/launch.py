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
passed as its address. The launch key holds each tensor's dtype and whether its address is
16-byte aligned, each integer's value, floats as floats, and the keyword arguments (constexprs,
``num_warps``, ``num_stages``) as they are: finer than every property Triton specialises on
(integers equal to 1, divisible by 16, beyond 32 bits), so two calls with one key always get the
same compiled kernel from Triton too. Keying integers by value costs one entry per set of sizes
and strides a pass sees, and saves working those properties out on every call.

Triton's own path is kept whenever the shortcut could differ from it: in interpreter mode
(``TRITON_INTERPRET=1``, the CPU), while a launch hook is installed (profilers such as proton read
launch metadata from it), for a grid given as a function, and for argument types outside
tensors, integers, floats, booleans and None. ``PASSNET_DIRECT_LAUNCH=0`` in the environment
keeps it always (read when the kernel is bound, i.e. when the pass loads): for comparisons, and to
rule the shortcut out when a kernel misbehaves. The shortcut skips one check of Triton's: that
the globals a kernel reads have not changed since it compiled.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Sequence
from typing import Any

import torch

__all__ = ["BoundKernel"]


class _Unkeyable(Exception):
    """An argument whose specialisation the launch key cannot describe."""


def keyed_arguments(
    args: Sequence[object], options: dict[str, Any]
) -> tuple[tuple[object, ...], tuple[object, ...]]:
    """The launch key of a call (see the module docs) and its arguments as the launcher takes
    them: each tensor replaced by its address, which spares the launcher a Python call and a
    driver query per pointer. Raises :class:`_Unkeyable` for what the key cannot describe,
    tensors off CUDA included (Triton's own path reports those)."""
    key: list[object] = []
    launched: list[object] = []
    device = None
    for value in args:
        kind = type(value)
        if kind is int:  # by value: finer than Triton's key and cheaper than its properties
            key.append(value)
        elif isinstance(value, torch.Tensor):
            if not value.is_cuda:
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
    return (device, tuple(key), tuple(sorted(options.items()))), tuple(launched)


class _Compiled:
    __slots__ = ("function", "metadata", "run", "tail")

    def __init__(self, compiled: Any, tail: tuple[Any, ...]) -> None:
        self.tail = tail  # the constexprs and defaults after the positional arguments
        self.run: Callable[..., Any] = compiled.run  # loads the module on first access
        self.function = compiled.function
        self.metadata = compiled.packed_metadata


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
        self._compiled: dict[tuple[object, ...], _Compiled] = {}
        self._knobs = _runtime_knobs() if self._bindable else None
        self.launches = 0
        self.direct_launches = 0

    def __getitem__(self, grid: Sequence[int]) -> Callable[..., None]:
        return functools.partial(self._launch, grid)

    def _launch(self, grid: Sequence[int], *args: Any, **options: Any) -> None:
        self.launches += 1
        knobs = self._knobs
        if knobs is None or callable(grid):
            self.kernel[grid](*args, **options)
            return
        # Launch hooks: None or a callable up to Triton 3.5, a chain (never None) from 3.6 on.
        enter, exit_ = knobs.launch_enter_hook, knobs.launch_exit_hook
        if (enter is not None and getattr(enter, "calls", True)) or (
            exit_ is not None and getattr(exit_, "calls", True)
        ):
            self.kernel[grid](*args, **options)
            return
        try:
            key, launched = keyed_arguments(args, options)
        except _Unkeyable:
            self.kernel[grid](*args, **options)
            return
        compiled = self._compiled.get(key)
        if compiled is None:
            tail = self._tail(len(args), options)
            self._compiled[key] = _Compiled(self.kernel[grid](*args, **options), tail)
            return
        self.direct_launches += 1
        compiled.run(
            grid[0],
            grid[1] if len(grid) > 1 else 1,
            grid[2] if len(grid) > 2 else 1,
            torch._C._cuda_getCurrentRawStream(key[0]),
            compiled.function,
            compiled.metadata,
            None,
            None,
            None,
            *launched,
            *compiled.tail,
        )

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
