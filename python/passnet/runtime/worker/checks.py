"""Correctness checks: candidate outputs against the eager reference, over the tolerance spectrum.

The rules are those of GraphNet/PassNet (``shared/reference/metrics.md``):

1. The output structure must match: the same number of outputs (nested lists/tuples are
   flattened with torch's pytree; a different structure counts as a different count) and, output
   by output, the same shape; a different count or shape is ``shape_mismatch``.
2. Then the dtypes: a different dtype, or a tensor where the reference has a non-tensor (or the
   other way round), is ``dtype_mismatch``.
3. Then non-finite values: a NaN or infinity in the candidate at a position where the reference
   is finite is ``nan_inf``.
4. Then closeness at every tolerance level t in -10..4 (:data:`TOLERANCE_LEVELS`): every output
   must pass ``allclose(candidate, reference, atol, rtol)`` with the pair of :func:`tolerance`
   (atol = 10^t; rtol = 10^(0.6 t) for float16, 10^(0.3592 t) for bfloat16, 10^(1.1772 t) for
   float32; 10^(1.4 t) for both with float64; exact equality for every other dtype). A candidate
   that fails even at t = 4 is ``accuracy``; otherwise the status is ``ok`` and the pass map tells
   the rest.

Departures and choices, all deliberate:

* ``allclose`` is evaluated with ``equal_nan=True`` semantics (a NaN where the reference has a NaN
  at the same position is equal), and in float64 (complex128 for complex outputs) so that the
  tolerance itself is not rounded to a half-precision grid; the test is otherwise exactly
  ``|a - b| <= atol + rtol * |b|`` with ``b`` the reference.
* Complex outputs use the tolerances of their component dtype (complex64 as float32 and so on);
  the published table does not cover them and exact equality would fail every compiled FFT.
* Non-tensor outputs (ints, floats, None, ...) are compared by ``==``: equal passes at every t,
  different fails at every t.
* Error figures cover every tensor output, integer ones included (cast to float64):
  ``max_abs``/``mean_abs`` over all elements, ``max_rel``/``mean_rel`` of ``|a - b| / |b|`` over
  the elements where the reference is non-zero and finite. Positions where both sides are equal
  (equal infinities and NaN-with-NaN included) count as zero error; a NaN difference counts as
  infinite. Non-finite figures are reported as ``None`` (JSON ``null``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils import _pytree as pytree

__all__ = [
    "STATUS_ORDER",
    "TOLERANCE_LEVELS",
    "Comparison",
    "compare_outputs",
    "describe_outputs",
    "flatten_outputs",
    "merge_comparisons",
    "poison_outputs",
    "to_float64_inputs",
    "tolerance",
]

TOLERANCE_LEVELS: tuple[int, ...] = tuple(range(-10, 5))
"""The tolerance levels t, from -10 to |E| + 1 = 4 with the three default error classes."""

STATUS_ORDER: tuple[str, ...] = ("shape_mismatch", "dtype_mismatch", "nan_inf", "accuracy", "ok")
"""Correctness statuses, most severe first (the order the checks are made in)."""

_RTOL_EXPONENT: dict[torch.dtype, float] = {
    torch.float16: 0.6,
    torch.bfloat16: 0.3592,
    torch.float32: 1.1772,
}
_COMPLEX_COMPONENT: dict[torch.dtype, torch.dtype] = {
    torch.complex32: torch.float16,
    torch.complex64: torch.float32,
    torch.complex128: torch.float64,
}


def tolerance(dtype: torch.dtype, t: int) -> tuple[float, float] | None:
    """The ``(atol, rtol)`` pair of tolerance level ``t`` for ``dtype``; None means exact equality.

    float16 / bfloat16 / float32: atol = 10^t and rtol = 10^(0.6 t) / 10^(0.3592 t) /
    10^(1.1772 t); float64: 10^(1.4 t) for both; complex dtypes as their component dtype; every
    other dtype (integers, bool, float8 ...) must match exactly.
    """
    dtype = _COMPLEX_COMPONENT.get(dtype, dtype)
    if dtype == torch.float64:
        both = 10.0 ** (1.4 * t)
        return both, both
    exponent = _RTOL_EXPONENT.get(dtype)
    if exponent is None:
        return None
    return 10.0**t, 10.0 ** (exponent * t)


def _finite_or_none(value: float | None) -> float | None:
    if value is None or not math.isfinite(value):
        return None
    return float(value)


@dataclass
class Comparison:
    """The outcome of comparing one set of candidate outputs with a reference.

    ``passes`` maps every tolerance level to whether all outputs pass there (all False when the
    structure, dtypes or finiteness already failed). Error figures are None where undefined.
    """

    status: str
    error: str | None
    outputs: int
    passes: dict[int, bool] = field(default_factory=dict)
    max_abs: float | None = None
    mean_abs: float | None = None
    max_rel: float | None = None
    mean_rel: float | None = None
    # running sums for merging comparisons over several correctness seeds
    abs_sum: float = 0.0
    abs_count: int = 0
    rel_sum: float = 0.0
    rel_count: int = 0

    def to_json(self) -> dict[str, Any]:
        """The protocol's ``correctness`` object (``pass`` keyed by the level as a string)."""
        return {
            "status": self.status,
            "error": self.error,
            "outputs": self.outputs,
            "max_abs": _finite_or_none(self.max_abs),
            "mean_abs": _finite_or_none(self.mean_abs),
            "max_rel": _finite_or_none(self.max_rel),
            "mean_rel": _finite_or_none(self.mean_rel),
            "pass": {str(t): bool(self.passes.get(t, False)) for t in TOLERANCE_LEVELS},
        }


def flatten_outputs(outputs: Any) -> tuple[list[Any], Any]:
    """Flattens (nested) outputs into leaves with torch's pytree; returns ``(leaves, spec)``."""
    leaves, spec = pytree.tree_flatten(outputs)
    return leaves, spec


def _dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def describe_outputs(outputs: Any) -> list[dict[str, Any]]:
    """``[{"shape": [...], "dtype": "float32"}, ...]`` for the flattened outputs.

    A non-tensor output is ``{"shape": None, "dtype": None, "type": <Python type name>}``.
    """
    leaves, _ = flatten_outputs(outputs)
    described: list[dict[str, Any]] = []
    for leaf in leaves:
        if isinstance(leaf, torch.Tensor):
            described.append({"shape": list(leaf.shape), "dtype": _dtype_name(leaf.dtype)})
        else:
            described.append({"shape": None, "dtype": None, "type": type(leaf).__name__})
    return described


def _failed(status: str, error: str, outputs: int) -> Comparison:
    return Comparison(
        status=status, error=error, outputs=outputs, passes=dict.fromkeys(TOLERANCE_LEVELS, False)
    )


def _wide(tensor: torch.Tensor) -> torch.Tensor:
    """The tensor in float64 (complex128 for complex), detached, as a plain dense tensor."""
    tensor = tensor.detach()
    if tensor.layout != torch.strided:
        tensor = tensor.to_dense()
    if tensor.is_complex():
        return tensor.to(torch.complex128)
    return tensor.to(torch.float64)


@dataclass
class _TensorErrors:
    """Per-tensor error data: elementwise |a-b| (0 where equal) and |b|, plus equality mask."""

    diff: torch.Tensor
    ref_abs: torch.Tensor
    same: torch.Tensor


def _tensor_errors(candidate: torch.Tensor, reference: torch.Tensor) -> _TensorErrors:
    a = _wide(candidate).to(reference.device)
    b = _wide(reference)
    same = a == b
    if a.is_floating_point() or a.is_complex():
        same = same | (torch.isnan(a) & torch.isnan(b))
    diff = (a - b).abs()
    diff = torch.where(torch.isnan(diff), torch.full_like(diff, math.inf), diff)
    diff = torch.where(same, torch.zeros_like(diff), diff)
    return _TensorErrors(diff=diff, ref_abs=b.abs(), same=same)


def _passes_at(errors: _TensorErrors, pair: tuple[float, float] | None) -> bool:
    if pair is None:
        return bool(errors.same.all())
    atol, rtol = pair
    close = errors.same | (errors.diff <= atol + rtol * errors.ref_abs)
    return bool(close.all())


def _nonfinite_where_reference_finite(candidate: torch.Tensor, reference: torch.Tensor) -> int:
    if not (candidate.is_floating_point() or candidate.is_complex()):
        return 0
    cand_bad = ~torch.isfinite(candidate.detach())
    if not bool(cand_bad.any()):
        return 0
    ref_ok = torch.isfinite(reference.detach().to(candidate.device))
    return int((cand_bad & ref_ok).sum())


def compare_outputs(
    candidate: Any,
    reference: Any,
    *,
    check_dtypes: bool = True,
    tolerance_dtypes: Sequence[torch.dtype | None] | None = None,
) -> Comparison:
    """Compares candidate outputs with reference outputs (see the module docs for the rules).

    ``check_dtypes=False`` skips the dtype check (used against the float64 reference, whose
    dtypes differ by design); ``tolerance_dtypes`` then gives, output by output, the dtype whose
    tolerances apply (the eager output's dtype); by default each reference output's own dtype.
    """
    cand_leaves, cand_spec = flatten_outputs(candidate)
    ref_leaves, ref_spec = flatten_outputs(reference)
    count = len(ref_leaves)
    if len(cand_leaves) != len(ref_leaves) or cand_spec != ref_spec:
        return _failed(
            "shape_mismatch",
            f"output structure differs: {len(cand_leaves)} outputs, expected {len(ref_leaves)}",
            count,
        )
    for index, (a, b) in enumerate(zip(cand_leaves, ref_leaves, strict=True)):
        if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and a.shape != b.shape:
            return _failed(
                "shape_mismatch",
                f"output {index}: shape {list(a.shape)}, expected {list(b.shape)}",
                count,
            )
    for index, (a, b) in enumerate(zip(cand_leaves, ref_leaves, strict=True)):
        if isinstance(a, torch.Tensor) != isinstance(b, torch.Tensor):
            return _failed(
                "dtype_mismatch",
                f"output {index}: {type(a).__name__}, expected {type(b).__name__}",
                count,
            )
        if check_dtypes and isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
            if a.dtype != b.dtype:
                return _failed(
                    "dtype_mismatch",
                    f"output {index}: dtype {_dtype_name(a.dtype)}, "
                    f"expected {_dtype_name(b.dtype)}",
                    count,
                )
    for index, (a, b) in enumerate(zip(cand_leaves, ref_leaves, strict=True)):
        if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
            bad = _nonfinite_where_reference_finite(a, b)
            if bad:
                return _failed(
                    "nan_inf",
                    f"output {index}: {bad} NaN/Inf values where the reference is finite",
                    count,
                )

    passes = dict.fromkeys(TOLERANCE_LEVELS, True)
    result = Comparison(status="ok", error=None, outputs=count, passes=passes)
    max_abs = 0.0
    max_rel = 0.0
    first_failure: str | None = None
    for index, (a, b) in enumerate(zip(cand_leaves, ref_leaves, strict=True)):
        if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
            equal = _plain_equal(a, b)
            if not equal:
                for t in TOLERANCE_LEVELS:
                    passes[t] = False
                first_failure = first_failure or f"output {index}: {a!r} != {b!r}"
            continue
        errors = _tensor_errors(a, b)
        if errors.diff.numel():
            max_abs = max(max_abs, float(errors.diff.max()))
            result.abs_sum += float(errors.diff.sum())
            result.abs_count += errors.diff.numel()
            rel_mask = (errors.ref_abs > 0) & torch.isfinite(errors.ref_abs)
            if bool(rel_mask.any()):
                rel = errors.diff[rel_mask] / errors.ref_abs[rel_mask]
                max_rel = max(max_rel, float(rel.max()))
                result.rel_sum += float(rel.sum())
                result.rel_count += rel.numel()
        dtype = b.dtype
        if tolerance_dtypes is not None and index < len(tolerance_dtypes):
            dtype = tolerance_dtypes[index] or dtype
        # The levels are monotone: once an output passes at t it passes at every larger t.
        passed_from: int | None = None
        for t in TOLERANCE_LEVELS:
            if _passes_at(errors, tolerance(dtype, t)):
                passed_from = t
                break
        for t in TOLERANCE_LEVELS:
            if passed_from is None or t < passed_from:
                passes[t] = False
        if passed_from is None and first_failure is None:
            first_failure = (
                f"output {index}: differs beyond the loosest tolerance (max abs error "
                f"{float(errors.diff.max()) if errors.diff.numel() else 0.0:.3g})"
            )
        del errors
    result.max_abs = max_abs
    result.max_rel = max_rel
    result.mean_abs = result.abs_sum / result.abs_count if result.abs_count else 0.0
    result.mean_rel = result.rel_sum / result.rel_count if result.rel_count else 0.0
    if not passes[TOLERANCE_LEVELS[-1]]:
        result.status = "accuracy"
        result.error = first_failure
    return result


def _plain_equal(a: Any, b: Any) -> bool:
    try:
        if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
            return True
        return bool(a == b) and type(a) is type(b)
    except Exception:  # an __eq__ that raises or returns something odd
        return False


def merge_comparisons(comparisons: Sequence[Comparison]) -> Comparison:
    """Combines the comparisons of several correctness trials (one per seed) into one.

    Status and error: those of the most severe trial (:data:`STATUS_ORDER`, first trial on ties);
    a level passes only if it passes in every trial; maxima are maxima, means are over all
    compared elements of all trials.
    """
    if not comparisons:
        raise ValueError("no comparisons to merge")
    worst = min(comparisons, key=lambda c: STATUS_ORDER.index(c.status))
    merged = Comparison(
        status=worst.status,
        error=worst.error,
        outputs=worst.outputs,
        passes={t: all(c.passes.get(t, False) for c in comparisons) for t in TOLERANCE_LEVELS},
    )
    if any(c.max_abs is None for c in comparisons):
        return merged
    merged.max_abs = max(c.max_abs or 0.0 for c in comparisons)
    merged.max_rel = max(c.max_rel or 0.0 for c in comparisons)
    merged.abs_sum = sum(c.abs_sum for c in comparisons)
    merged.abs_count = sum(c.abs_count for c in comparisons)
    merged.rel_sum = sum(c.rel_sum for c in comparisons)
    merged.rel_count = sum(c.rel_count for c in comparisons)
    merged.mean_abs = merged.abs_sum / merged.abs_count if merged.abs_count else 0.0
    merged.mean_rel = merged.rel_sum / merged.rel_count if merged.rel_count else 0.0
    return merged


def to_float64_inputs(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of the inputs with every floating tensor in float64 (complex in complex128);
    what is not a tensor (a SymInt argument) is passed as is."""
    converted: dict[str, Any] = {}
    for name, tensor in inputs.items():
        if not isinstance(tensor, torch.Tensor):
            converted[name] = tensor
        elif tensor.is_floating_point():
            converted[name] = tensor.to(torch.float64)
        elif tensor.is_complex():
            converted[name] = tensor.to(torch.complex128)
        else:
            converted[name] = tensor
    return converted


def poison_outputs(outputs: Iterable[Any] | Any) -> None:
    """Overwrites reference outputs before they are freed, so freed memory holds no answers.

    Floating and complex tensors are filled with NaN, integers with -1, bools with True; tensors
    that cannot be written in place (expanded views, inference tensors ...) are skipped. Defeats
    the "stale memory" trick of a candidate that returns ``torch.empty`` and hopes to find the
    reference's freed output there.
    """
    leaves, _ = flatten_outputs(outputs)
    for leaf in leaves:
        if not isinstance(leaf, torch.Tensor):
            continue
        try:
            with torch.no_grad():
                if leaf.is_floating_point() or leaf.is_complex():
                    leaf.fill_(math.nan)
                elif leaf.dtype == torch.bool:
                    leaf.fill_(True)
                else:
                    leaf.fill_(-1)
        except Exception:  # views that overlap themselves, read-only storage, ...
            continue
