"""What the replacement side of a pass may name: the allowlists the static layer checks qualified
names (``torch.empty_like``, ``triton.cdiv``), builtins and tensor methods against.

An allowlist rather than a blocklist: torch has thousands of compute entry points and new ones
arrive with every release, while what a kernel's wrapper needs (allocate outputs, read metadata,
make views that copy nothing, launch the pass's own kernels) is short and stable. The dispatch
layer backs every entry here up at run time: a view that turns out to copy, or a fill of an input,
is caught there.
"""

from __future__ import annotations

import contextvars
import functools

__all__ = [
    "ALLOWED_MODULES",
    "FORBIDDEN_BUILTINS",
    "MUTATING_METHODS",
    "OPERATOR_DUNDERS",
    "TENSOR_METHODS",
    "classify_module",
    "classify_name",
    "is_allocation",
    "is_pattern_private_op",
    "is_tensor_producing_method",
    "method_rule",
]

# Modules a pass may import; everything else is the ``import`` rule (or a more specific one).
ALLOWED_MODULES = frozenset(
    {
        "torch",
        "triton",
        "triton.language",
        "math",
        "functools",
        "itertools",
        "typing",
        "__future__",
        "passnet.runtime.launch",
    }
)
_FILE_MODULES = frozenset({"io", "pathlib", "shutil", "tempfile", "glob", "fnmatch", "mmap"})
_INTROSPECTION_MODULES = frozenset({"gc", "inspect", "traceback", "dis", "types", "weakref"})

_ALLOCATIONS = frozenset(
    {
        "empty",
        "empty_like",
        "empty_strided",
        "zeros",
        "zeros_like",
        "ones",
        "ones_like",
        "full",
        "full_like",
    }
)
# torch's functional spellings of the view methods below (``torch.split(x, 4)`` is
# ``x.split(4)``): views, which the dispatch layer holds to aliasing their input.
_TORCH_VIEWS = frozenset(
    {
        "torch.split",
        "torch.functional.split",
        "torch.chunk",
        "torch.unbind",
        "torch.narrow",
        "torch.select",
        "torch.permute",
        "torch.transpose",
        "torch.t",
        "torch.squeeze",
        "torch.unsqueeze",
        "torch.movedim",
        "torch.unflatten",
        "torch.as_strided",
        "torch.reshape",
        "torch.flatten",
    }
)
_TORCH_ALLOWED = _TORCH_VIEWS | frozenset(
    {f"torch.{name}" for name in _ALLOCATIONS}
    | {
        "torch.broadcast_shapes",
        "torch.promote_types",
        "torch.result_type",
        "torch.Size",
        "torch.device",
        "torch.dtype",
        "torch.Tensor",
        "torch.is_tensor",
        "torch.is_floating_point",
        "torch.is_complex",
        "torch.finfo",
        "torch.iinfo",
        "torch.get_default_dtype",
        "torch.fx.wrap",
        "torch.cuda.current_device",
        "torch.cuda.get_device_properties",
        "torch.cuda.get_device_capability",
        "torch.cuda.is_available",
        "torch.cuda.current_stream",
        # the CPU's counterpart of the device's capability: the vector width ATen's kernels run
        "torch.backends.cpu.get_cpu_capability",
    }
)
_TORCH_CONSTANTS = frozenset(
    {
        "float16",
        "half",
        "bfloat16",
        "float32",
        "float",
        "float64",
        "double",
        "int8",
        "int16",
        "int32",
        "int64",
        "int",
        "long",
        "short",
        "uint8",
        "bool",
        "complex64",
        "complex128",
        "float8_e4m3fn",
        "float8_e5m2",
        "contiguous_format",
        "channels_last",
        "preserve_format",
        "strided",
    }
)
# Bindings of aten compute that GraphNet patterns copy from dynamo's graphs (torch._C._nn.linear):
# compute, allowed where compute is (the pattern), not compiler internals.
_ATEN_BINDINGS = ("torch._C._nn.", "torch._C._linalg.", "torch._C._special.", "torch._C._fft.")
# The other private names GraphNet's graphs call (every ``torch._`` name in the model.py files of
# its torch samples that is not a binding above): graph code a pattern mirrors, allowed there.
# One-level private ops (``torch._weight_norm``) are allowed in patterns when called, see
# :func:`is_pattern_private_op`.
_GRAPH_PRIVATE_NAMES = frozenset(
    {
        "torch._C._log_api_usage_once",
        "torch._C._set_grad_enabled",
        "torch._C._functorch._vmap_increment_nesting",
        "torch._C._functorch._vmap_decrement_nesting",
        "torch._C._functorch._add_batch_dim",
        "torch._C._functorch._remove_batch_dim",
        "torch._functorch.predispatch.lazy_load_decompositions",
        "torch._functorch.predispatch._vmap_increment_nesting",
        "torch._functorch.predispatch._vmap_decrement_nesting",
        "torch._functorch.predispatch._add_batch_dim",
        "torch._functorch.predispatch._remove_batch_dim",
        "torch._functorch.vmap.lazy_load_decompositions",
    }
)
# Python's operator methods as graphs call them on tensors (``in_0.__eq__(0)``, ``a.__and__(b)``):
# tensor operators, allowed where torch compute is (the pattern).
OPERATOR_DUNDERS = frozenset(
    f"__{prefix}{name}__"
    for name in (
        "add",
        "sub",
        "mul",
        "matmul",
        "truediv",
        "floordiv",
        "mod",
        "pow",
        "and",
        "or",
        "xor",
        "lshift",
        "rshift",
    )
    for prefix in ("", "r", "i")
) | frozenset(
    {
        "__eq__",
        "__ne__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__neg__",
        "__pos__",
        "__abs__",
        "__invert__",
        "__getitem__",
    }
)
_COMPILER_PREFIXES = (
    "torch.compile",
    "torch._dynamo",
    "torch._inductor",
    "torch.jit",
    "torch.library",
    "torch.utils",
    "torch.fx",
    "torch.export",
    "torch.backends",
    "torch.overrides",
    "torch.autograd",
    "torch.cuda.graph",
    "torch.cuda.CUDAGraph",
    "torch.cuda.make_graphed_callables",
    "torch._",
)
_TRITON_ALLOWED = frozenset(
    {
        "triton.jit",
        "triton.autotune",
        "triton.Config",
        "triton.heuristics",
        "triton.cdiv",
        "triton.next_power_of_2",
    }
)
_LRU = frozenset({"functools.lru_cache", "functools.cache", "functools.cached_property"})
# Asking whether a CUDA graph is being captured: the device-timed invocation times a captured
# graph, so a pass that asks could launch less work while captured (on every side: a pattern
# could record the answer for the replacement).
_CAPTURE_QUERIES = frozenset(
    {
        "torch.cuda.is_current_stream_capturing",
        "torch.cuda.graphs.is_current_stream_capturing",
        "torch._C._cuda_isCurrentStreamCapturing",
        "torch.cuda.graph.is_current_stream_capturing",
    }
)

# Builtins that are rules of their own wherever they are named (called or not).
FORBIDDEN_BUILTINS: dict[str, str] = {
    "eval": "eval",
    "exec": "eval",
    "compile": "eval",
    "__import__": "import",
    "open": "file-access",
    "getattr": "dynamic-access",
    "setattr": "dynamic-access",
    "delattr": "dynamic-access",
    "hasattr": "dynamic-access",
    "vars": "dynamic-access",
    "globals": "dynamic-access",
    "locals": "dynamic-access",
    "dir": "dynamic-access",
    "breakpoint": "introspection",
    "memoryview": "introspection",
    "__builtins__": "introspection",
    "input": "file-access",
}

# Methods the replacement side may call on a tensor (or on the ints, tuples and lists of its
# metadata): metadata, copy-free views, allocations from a tensor, and filling what it allocated.
_METADATA_METHODS = frozenset(
    {
        "size",
        "stride",
        "dim",
        "ndimension",
        "numel",
        "nelement",
        "is_contiguous",
        "data_ptr",
        "element_size",
        "get_device",
        "storage_offset",
        "is_floating_point",
        "is_complex",
    }
)
_VIEW_METHODS = frozenset(
    {
        "view",
        "view_as",
        "reshape",
        "reshape_as",
        "as_strided",
        "permute",
        "expand",
        "expand_as",
        "unsqueeze",
        "squeeze",
        "transpose",
        "t",
        "contiguous",
        "flatten",
        "unflatten",
        "narrow",
        "select",
        "movedim",
        "split",
        "chunk",
        "unbind",
    }
)
_NEW_METHODS = frozenset({"new_empty", "new_empty_strided", "new_zeros", "new_ones", "new_full"})
_FILL_METHODS = frozenset({"fill_", "zero_"})
# Python's own container and number methods (a list of strides, a shape tuple, a dict of
# options): no tensor has a method of these names that computes.
_PYTHON_METHODS = frozenset(
    {
        "append",
        "extend",
        "insert",
        "items",
        "keys",
        "values",
        "get",
        "index",
        "count",
        "join",
        "format",
        "startswith",
        "endswith",
        "bit_length",
        "update",
        "setdefault",
        "pop",
        "copy",
        "popitem",
        "clear",
        "add",
        "discard",
        "remove",
    }
)
TENSOR_METHODS = _METADATA_METHODS | _VIEW_METHODS | _NEW_METHODS | _FILL_METHODS | _PYTHON_METHODS
# Methods that change their receiver: on a name the function does not own, they write state.
MUTATING_METHODS = frozenset(
    {
        "append",
        "extend",
        "insert",
        "update",
        "setdefault",
        "pop",
        "popitem",
        "clear",
        "add",
        "discard",
        "remove",
        "__setitem__",
        "fill_",
        "zero_",
    }
)
# Python container methods that tensors also have as compute (``Tensor.add``,
# ``Tensor.index_put``-like ``update``): on a value known to be a tensor they are compute.
_TENSOR_COMPUTE_TWINS = frozenset({"add", "copy", "index", "count", "clear", "remove", "pop"})


# Importing these is already a compiler rule; other torch modules may be imported and what is
# used of them is judged where it is used (``import torch.fx`` for ``torch.fx.wrap``).
_COMPILER_MODULES = (
    "torch._",
    "torch.compiler",
    "torch.jit",
    "torch.utils.cpp_extension",
    "torch.library",
    "torch.export",
)


LOCAL_MODULES: contextvars.ContextVar[frozenset[str]] = contextvars.ContextVar(
    "passnet_local_modules", default=frozenset()
)
"""The package of the pass folder being checked (``pass_dir``), whose modules its files may
import: set by :func:`passnet.integrity.static.local_package`. Whether an import of it resolves
to source is judged by :mod:`passnet.integrity.load_set`, and the modules it reaches are checked
themselves."""


def classify_module(module: str) -> str | None:
    """The rule importing ``module`` breaks, or None when it may be imported."""
    root = module.split(".")[0]
    if module in ALLOWED_MODULES or root in LOCAL_MODULES.get():
        return None
    if root == "torch":
        compiler = any(
            module.startswith(p) if p.endswith("_") else module == p or module.startswith(p + ".")
            for p in _COMPILER_MODULES
        )
        return "compiler" if compiler else None
    if root == "triton":
        return None if module.startswith("triton.language") else "compiler"
    if root in _FILE_MODULES:
        return "file-access"
    if root in _INTROSPECTION_MODULES:
        return "introspection"
    return "import"


def _compiler_name(qualified: str) -> bool:
    for prefix in _COMPILER_PREFIXES:
        if prefix.endswith("_"):
            if qualified.startswith(prefix):
                return True
        elif qualified == prefix or qualified.startswith(prefix + "."):
            return True
    return False


def classify_name(qualified: str, side: str) -> str | None:
    """The rule naming ``qualified`` (a dotted name rooted at an import) breaks on ``side``
    (``replacement``, ``pattern`` or ``kernel``), or None when it is allowed there."""
    if qualified.startswith(".") and LOCAL_MODULES.get():
        return None  # a relative import within the pass folder: its module is checked itself
    if qualified in _CAPTURE_QUERIES:
        return "introspection"
    root = qualified.split(".")[0]
    if root == "torch":
        if qualified in _TORCH_ALLOWED:
            return None
        if any(qualified.startswith(prefix) for prefix in _ATEN_BINDINGS):
            return None if side == "pattern" else "torch-call"
        if qualified in _GRAPH_PRIVATE_NAMES and side == "pattern":
            return None
        if side == "pattern":
            return "compiler" if _compiler_name(qualified) else None
        if qualified in _TORCH_ALLOWED or qualified == "torch":
            return None
        if qualified.startswith("torch.") and qualified[6:] in _TORCH_CONSTANTS:
            return None
        if _compiler_name(qualified):
            return "compiler"
        return "torch-call" if side != "kernel" else "kernel-body"
    if root == "triton":
        if qualified == "triton" or qualified in _TRITON_ALLOWED:
            return None
        if qualified == "triton.language" or qualified.startswith("triton.language."):
            return None
        return "compiler"
    if qualified in _LRU:
        return "mutable-state"
    if root in ("math", "functools", "itertools", "typing", "passnet"):
        return None
    if root in LOCAL_MODULES.get():
        return None
    return classify_module(root)


def is_pattern_private_op(qualified: str) -> bool:
    """``torch._weight_norm``-like: a one-level private torch function that is an aten op
    (graphs call ops without a public name: ``torch._native_multi_head_attention``), or one of
    torch's checks (``torch._check_is_size``, ``torch._assert``); allowed where a pattern calls
    it. Other private functions (``torch._disable_dynamo``, ``torch._import_dotted_name``) and
    deeper names (``torch._dynamo.reset``) stay compiler internals."""
    parts = qualified.split(".")
    if len(parts) != 2 or parts[0] != "torch" or not parts[1].startswith("_"):
        return False
    name = parts[1]
    if name.startswith(("_check", "_assert")):
        return True
    return not name.startswith("__") and _is_aten_op(name)


@functools.cache
def _is_aten_op(name: str) -> bool:
    # torch only when a pattern names such an op: the static layer runs before torch elsewhere.
    import torch

    return isinstance(getattr(torch.ops.aten, name, None), torch._ops.OpOverloadPacket)


def is_allocation(qualified: str) -> bool:
    """An allocation (``torch.empty``) or a view function (``torch.split``): what the
    replacement side may call that yields tensors."""
    return (qualified.startswith("torch.") and qualified[6:] in _ALLOCATIONS) or (
        qualified in _TORCH_VIEWS
    )


def is_tensor_producing_method(method: str) -> bool:
    """Methods whose result is a tensor when their receiver is one (views, allocations)."""
    return method in _VIEW_METHODS or method in _NEW_METHODS


def method_rule(method: str, receiver_is_tensor: bool) -> str | None:
    """The rule a replacement-side method call breaks, or None."""
    if method.startswith("__") and method.endswith("__"):
        return "introspection"
    if receiver_is_tensor and method in _TENSOR_COMPUTE_TWINS:
        return "torch-call"
    return None if method in TENSOR_METHODS else "torch-call"
