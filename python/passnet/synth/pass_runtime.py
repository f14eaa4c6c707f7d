# ruff: noqa: ANN001, ANN002, ANN202
"""Shape arithmetic a synthesised pass runs on every call, in plain Python.

This file's text, from ``# -- helpers --`` on, is copied into every pass that
:mod:`passnet.synth.write` writes (passes import nothing from passnet): the wrapper computes the
sizes and offsets its kernel's index arithmetic needs from the call's actual shapes and the
literals the pattern matched, so one kernel serves every shape of its task."""

import math

import torch
import triton.language as tl

# -- helpers --


def _index_type(shapes, tensors):
    """The kernel's index type on this call: int32 where every index it forms fits (every
    shape's element count, every tensor's furthest element), as Inductor chooses; int64
    otherwise. A GPU divides int64 several times slower, and index arithmetic divides. Called on
    every call, so the common case (flat shapes, contiguous tensors) takes C-speed paths: in
    Python throughout it was half the wrapper's time (65 of 150 us on this host's CPU)."""
    limit = 2**31 - 1
    for shape in shapes:
        # a shape is flat (sizes) or nested (a split's pieces, an index's shape and plan: its
        # first item a tuple or list)
        if shape and isinstance(shape[0], (tuple, list)):
            if _index_type([s for s in shape if isinstance(s, (tuple, list))], ()) is tl.int64:
                return tl.int64
        elif math.prod(shape) >= limit:
            return tl.int64
    for tensor in tensors:
        if isinstance(tensor, torch.Tensor):
            offset = tensor.storage_offset()
            if tensor.is_contiguous():
                span = offset + tensor.numel()
            else:
                strides = tensor.stride()
                span = offset + sum(
                    (n - 1) * abs(s) for n, s in zip(tensor.shape, strides, strict=True)
                )
            if span >= limit or tensor.numel() >= limit:
                return tl.int64
    return tl.int32


def _repeat(shape, sizes):
    """``repeat(*sizes)``'s result shape: leading dimensions added, each dimension tiled."""
    if len(sizes) < len(shape):
        raise ValueError(f"repeat {sizes} has fewer dimensions than the tensor's {shape}")
    padded = (1,) * (len(sizes) - len(shape)) + tuple(shape)
    return tuple(n * k for n, k in zip(padded, sizes, strict=True))


def _flat(tensor, out):
    """Whether ``tensor`` is laid out as ``out`` is: row-major, of its shape."""
    return tensor.shape == out.shape and tensor.is_contiguous()


def _prod(sizes):
    return math.prod(sizes)


def _bshape(*shapes):
    """The broadcast of ``shapes`` (torch's rules)."""
    rank = max(len(s) for s in shapes)
    out = []
    for k in range(rank):
        size = 1
        for shape in shapes:
            j = k - (rank - len(shape))
            if j >= 0 and shape[j] != 1:
                if size != 1 and shape[j] != size:
                    raise ValueError(f"shapes {shapes} do not broadcast")
                size = shape[j]
        out.append(size)
    return tuple(out)


def _sizes(args):
    """``view(2, 3)`` and ``view((2, 3))`` alike."""
    if len(args) == 1 and isinstance(args[0], (tuple, list)):
        return tuple(args[0])
    return tuple(args)


def _view(shape, sizes):
    """The shape ``view``/``reshape`` gives ``shape`` for ``sizes`` (one -1 inferred)."""
    total = _prod(shape)
    if -1 in sizes:
        known = _prod(s for s in sizes if s != -1)
        inferred = total // known if known else 0
        sizes = tuple(inferred if s == -1 else s for s in sizes)
    if _prod(sizes) != total:
        raise ValueError(f"shape {tuple(shape)} cannot be viewed as {tuple(sizes)}")
    return tuple(sizes)


def _pad(shape, pads):
    """The shape ``F.pad`` gives: pairs of (before, after) from the last dimension back."""
    out = list(shape)
    for j in range(len(pads) // 2):
        d = len(shape) - 1 - j
        out = [*out[:d], shape[d] + pads[2 * j] + pads[2 * j + 1], *out[d + 1 :]]
    return tuple(out)


def _dim(dim, rank):
    return dim + rank if dim < 0 else dim


def _flatten(shape, start=0, end=-1):
    if not shape:
        return (1,)
    start, end = _dim(start, len(shape)), _dim(end, len(shape))
    return (*shape[:start], _prod(shape[start : end + 1]), *shape[end + 1 :])


def _expand(shape, sizes):
    rank = len(sizes)
    out = []
    for k, size in enumerate(sizes):
        j = k - (rank - len(shape))
        out.append(shape[j] if size == -1 else size)
    return tuple(out)


def _index(shape, index):
    """``tensor[index]`` for ints, slices, None and Ellipsis: the result's shape and, per source
    dimension, ``(start, step)`` (a slice; ``step`` 0 for an int, ``start`` its position)."""
    items = list(index) if isinstance(index, tuple) else [index]
    used = sum(1 for item in items if item is not None and item is not Ellipsis)
    if Ellipsis in items:
        at = items.index(Ellipsis)
        items = items[:at] + [slice(None)] * (len(shape) - used) + items[at + 1 :]
    items = items + [slice(None)] * (len(shape) - sum(1 for i in items if i is not None))
    out, plan, k = [], [], 0
    for item in items:
        if item is None:
            out.append(1)
            continue
        size = shape[k]
        if isinstance(item, slice):
            start, length, step = _slice(item.start, item.stop, item.step, size)
            out.append(length)
            plan.append((start, step))
        else:
            position = item + size if item < 0 else item
            if not 0 <= position < size:
                raise IndexError(f"index {item} is out of bounds for size {size}")
            plan.append((position, 0))
        k += 1
    return tuple(out), plan


def _slice(start, stop, step, size):
    """Python's slice rules for one dimension: ``(first position, length, step)``."""
    step = 1 if step is None else step
    if step == 0:
        raise ValueError("slice step cannot be zero")
    low, high = (0, size) if step > 0 else (-1, size - 1)
    if start is None:
        start = low if step > 0 else high
    else:
        start = max(low, start + size) if start < 0 else min(start, high)
    if stop is None:
        stop = high if step > 0 else low
    else:
        stop = max(low, stop + size) if stop < 0 else min(stop, high)
    if step > 0:
        length = max(0, (stop - start + step - 1) // step)
    else:
        length = max(0, (start - stop - step - 1) // -step)
    return start, length, step


def _pieces(size, kind, spec):
    """``(start, length)`` of each piece ``tensor_split``, ``chunk`` or ``split`` cuts a
    dimension of ``size`` into."""
    if kind == "split":
        lengths = list(spec) if isinstance(spec, (tuple, list)) else None
        if lengths is None:
            lengths = [min(spec, size - s) for s in range(0, size, spec)] or [0]
    elif kind == "chunk":
        step = -(-size // spec) if spec else 0
        lengths = [min(step, size - s) for s in range(0, size, step)] if step else [0]
    elif isinstance(spec, (tuple, list)):  # tensor_split at indices
        bounds = [0, *[min(max(i, 0), size) for i in spec], size]
        lengths = [max(0, bounds[i + 1] - bounds[i]) for i in range(len(bounds) - 1)]
    else:
        lengths = [size // spec + (1 if i < size % spec else 0) for i in range(spec)]
    pieces, start = [], 0
    for length in lengths:
        pieces.append((start, length))
        start += length
    return pieces


def _config(elements, table, device):
    """``(block, warps)`` of the first ``(limit, block, warps)`` row whose limit ``elements``
    does not pass (the tuning table, by shape class). On a CPU the kernel runs in Triton's
    interpreter, where each program costs Python overhead and a block is one numpy operation:
    blocks as long as the work, up to 64 K elements."""
    if device.type == "cpu":
        block = 1
        while block < min(elements, 1 << 16):
            block *= 2
        return block, 1
    for limit, block, warps in table:
        if limit is None or elements <= limit:
            return block, warps
    return table[-1][1], table[-1][2]


def _product_config(rows, cols, depth, dtype, table, device, copies=1, splits=True):
    """``(block_m, block_n, block_k, warps, split)`` for a product of ``rows x cols`` over
    ``depth`` (``copies`` of it: batches, groups): the first ``(limit, block_m, block_n,
    block_k, warps)`` row of the tuning table whose limit ``rows * cols`` does not pass, and
    the depth split over ``split`` programs a tile while the tiles leave most of the card idle
    and each share keeps at least 12 steps (a float32 step is three products). On a CPU the
    kernel runs in Triton's interpreter, where each program costs Python overhead and a tile is
    one numpy operation: tiles as large as the work, up to 256 x 256 x 512, unsplit."""
    if device.type == "cpu":
        block_m, block_n = min(max(_pow2(rows), 16), 256), min(max(_pow2(cols), 16), 256)
        return block_m, block_n, min(max(_pow2(depth), 16), 512), 1, 1
    block_m, block_n, block_k, warps = table[-1][1:]
    for limit, bm, bn, bk, nw in table:
        if limit is not None and rows * cols <= limit:
            block_m, block_n, block_k, warps = bm, bn, bk, nw
            break
    tiles = copies * -(-rows // block_m) * -(-cols // block_n)
    steps = -(-depth // block_k) * (3 if dtype == torch.float32 else 1)
    split = 1
    if splits and steps >= 24:
        programs = 2 * torch.cuda.get_device_properties(device).multi_processor_count
        while split < 16 and tiles * split * 2 <= programs and steps // (split * 2) >= 12:
            split *= 2
    return block_m, block_n, block_k, warps, split


def _split_buffers(split, tiles, block_m, block_n, like):
    """The float32 partial tiles and the zeroed per-tile counters of a split product (the
    output itself, unread, where the depth is not split)."""
    if split == 1:
        return like, like
    device = like.device
    workspace = torch.empty(tiles * split * block_m * block_n, dtype=torch.float32, device=device)
    return workspace, torch.zeros(tiles, dtype=torch.int32, device=device)


def _pow2(n):
    """The power of two at or above ``n`` (1 for 0)."""
    block = 1
    while block < n:
        block *= 2
    return block


def _sdpa_scale(scale, head_dim):
    """The attention's scale: the call's, else ``1 / sqrt(head size)`` (torch's default)."""
    return 1.0 / head_dim**0.5 if scale is None else float(scale)


def _sdpa_config(device, dtype, head_dim, keys, queries):
    """``(block_m, block_n, warps, stages)`` of an attention kernel. Its key blocks are those of
    the kernel eager runs for the call, where the probabilities are rounded (half types), each
    relative to its block's running maximum: on a CPU torch's flash attention, up to 512 keys
    (the interpreter's query tiles long too: a program costs Python overhead); on a GPU
    (cuDNN's or the memory-efficient kernel on an H100) 64 keys up to head size 64, else 128.
    Float32 rounds no probability: tiles that fit the shared memory."""
    if device.type == "cpu":
        return min(max(_pow2(queries), 16), 128), min(max(_pow2(keys), 16), 512), 1, 1
    if not (dtype.is_floating_point and dtype.itemsize == 2):
        return 64, 32, 4, 2
    if head_dim > 128:
        return 64, 64, 4, 2
    return 64, 64 if head_dim <= 64 else 128, 4, 3


def _exp_lanes(device, dtype):
    """The lanes of each key block's row that torch's CPU flash attention exponentiates with
    ``Vectorized<float>::fexp_u20`` for half types (the rest of the row, its tail, takes
    ``std::exp``, which rounds otherwise): the float32 width of ATen's vector code on this host,
    16 under AVX512, 8 under AVX2; 0 where no x86 vector code runs (no polynomial), and on a
    GPU."""
    if device.type != "cpu" or not (dtype.is_floating_point and dtype.itemsize == 2):
        return 0
    return {"AVX512": 16, "AVX2": 8}.get(torch.backends.cpu.get_cpu_capability(), 0)


def _check_row(length, longest):
    if length > longest:
        raise NotImplementedError(
            f"synthesised pass: rows of {length} elements (one block holds {longest})"
        )


def _check(ok, what):
    """A structural assumption of the kernel, checked on every call (the kernel would read the
    wrong elements otherwise)."""
    if not ok:
        raise NotImplementedError(f"synthesised pass: {what} than the task's subgraphs do")
