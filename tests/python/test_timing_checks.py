"""Unit tests of the timing, correctness-check and backend-registry modules (CPU, fast)."""

from __future__ import annotations

import importlib.metadata
import math
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch

from passnet.runtime.worker import backends
from passnet.runtime.worker.checks import (
    TOLERANCE_LEVELS,
    Comparison,
    compare_outputs,
    describe_outputs,
    merge_comparisons,
    poison_outputs,
    to_float64_inputs,
    tolerance,
)
from passnet.runtime.worker.timing import (
    Subject,
    SubjectFailure,
    Timer,
    TimingConfig,
    calibrate,
    compute_stats,
    measure_interleaved,
    measure_once,
    time_subjects,
    warm_up,
)

# --------------------------------------------------------------------------------------------
# tolerance table


def test_tolerance_float32_at_minus_5() -> None:
    pair = tolerance(torch.float32, -5)
    assert pair is not None
    atol, rtol = pair
    assert atol == pytest.approx(1e-5)
    assert rtol == pytest.approx(1.3e-6, rel=0.01)
    assert rtol == pytest.approx(10 ** (1.1772 * -5))


@pytest.mark.parametrize(
    ("dtype", "t", "atol", "rtol"),
    [
        (torch.float16, -2, 1e-2, 10 ** (0.6 * -2)),
        (torch.bfloat16, -3, 1e-3, 10 ** (0.3592 * -3)),
        (torch.float32, 0, 1.0, 1.0),
        (torch.float32, 4, 1e4, 10 ** (1.1772 * 4)),
        (torch.float64, -5, 10 ** (1.4 * -5), 10 ** (1.4 * -5)),
        (torch.complex64, -5, 1e-5, 10 ** (1.1772 * -5)),
    ],
)
def test_tolerance_table(dtype: torch.dtype, t: int, atol: float, rtol: float) -> None:
    assert tolerance(dtype, t) == (pytest.approx(atol), pytest.approx(rtol))


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.bool, torch.uint8])
def test_tolerance_exact_for_other_dtypes(dtype: torch.dtype) -> None:
    assert all(tolerance(dtype, t) is None for t in TOLERANCE_LEVELS)


def test_tolerance_levels() -> None:
    assert TOLERANCE_LEVELS == tuple(range(-10, 5))


# --------------------------------------------------------------------------------------------
# comparisons


def _ref() -> torch.Tensor:
    return torch.linspace(-2.0, 2.0, 24, dtype=torch.float32).reshape(4, 6)


def _passes(comparison: Comparison) -> dict[int, bool]:
    return {t: comparison.passes[t] for t in TOLERANCE_LEVELS}


def test_identical_outputs_pass_everywhere() -> None:
    ref = (_ref(), torch.arange(5))
    result = compare_outputs((ref[0].clone(), ref[1].clone()), ref)
    assert result.status == "ok" and result.error is None
    assert all(_passes(result).values())
    assert result.max_abs == 0.0 and result.mean_abs == 0.0 and result.max_rel == 0.0
    assert result.outputs == 2


def test_small_error_gives_partial_pass_map() -> None:
    ref = _ref()
    result = compare_outputs((ref + 5e-3,), (ref,))
    assert result.status == "ok"
    # |diff| = 5e-3 fails atol 1e-3 + rtol 2.9e-4 * |b| <= 1.6e-3, passes atol 1e-2 at t = -2.
    assert _passes(result) == {t: t >= -2 for t in TOLERANCE_LEVELS}
    assert result.max_abs == pytest.approx(5e-3, rel=1e-3)
    assert result.mean_abs == pytest.approx(5e-3, rel=1e-3)
    assert result.max_rel is not None and result.max_rel > result.mean_rel  # type: ignore[operator]


def test_gross_error_is_accuracy() -> None:
    ref = _ref()
    result = compare_outputs((ref + 1e6,), (ref,))
    assert result.status == "accuracy"
    assert "output 0" in (result.error or "")
    assert not any(_passes(result).values())


def test_integer_outputs_must_match_exactly() -> None:
    ref = torch.arange(10)
    off = ref.clone()
    off[3] += 1
    assert compare_outputs((ref.clone(),), (ref,)).status == "ok"
    result = compare_outputs((off,), (ref,))
    assert result.status == "accuracy"
    assert result.max_abs == 1.0


def test_shape_and_count_mismatch() -> None:
    ref = (_ref(),)
    assert compare_outputs((_ref()[:, :3],), ref).status == "shape_mismatch"
    result = compare_outputs((_ref(), _ref()), ref)
    assert result.status == "shape_mismatch"
    assert "2 outputs, expected 1" in (result.error or "")
    assert not any(_passes(result).values())


def test_dtype_mismatch_after_shape() -> None:
    ref = (_ref(),)
    result = compare_outputs((_ref().double(),), ref)
    assert result.status == "dtype_mismatch"
    assert "float64" in (result.error or "")
    # shape is checked first
    assert compare_outputs((_ref()[:2].double(),), ref).status == "shape_mismatch"
    # a tensor where a plain value is expected
    assert compare_outputs((_ref(), torch.tensor(3)), (_ref(), 3)).status == "dtype_mismatch"


def test_nan_inf_only_where_reference_is_finite() -> None:
    ref = _ref()
    bad = ref.clone()
    bad[1, 2] = math.nan
    assert compare_outputs((bad,), (ref,)).status == "nan_inf"
    inf = ref.clone()
    inf[0, 0] = math.inf
    assert compare_outputs((inf,), (ref,)).status == "nan_inf"
    # NaN where eager has NaN too, at the same place: equal
    ref_nan = ref.clone()
    ref_nan[1, 2] = math.nan
    both = compare_outputs((bad,), (ref_nan,))
    assert both.status == "ok" and all(_passes(both).values())
    # finite where eager has NaN: an accuracy problem, not nan_inf
    assert compare_outputs((ref,), (ref_nan,)).status == "accuracy"


def test_non_tensor_outputs_compared_by_equality() -> None:
    assert compare_outputs((_ref(), 3, None), (_ref(), 3, None)).status == "ok"
    result = compare_outputs((_ref(), 4), (_ref(), 3))
    assert result.status == "accuracy"
    assert not any(_passes(result).values())


def test_float64_reference_uses_eager_dtype_tolerances() -> None:
    wide = _ref().double() + 1e-9
    result = compare_outputs(
        (_ref(),), (wide,), check_dtypes=False, tolerance_dtypes=[torch.float32]
    )
    assert result.status == "ok"
    assert result.passes[-8] and not result.passes[-10]


def test_merge_comparisons() -> None:
    ref = _ref()
    good = compare_outputs((ref.clone(),), (ref,))
    small = compare_outputs((ref + 5e-3,), (ref,))
    merged = merge_comparisons([good, small])
    assert merged.status == "ok"
    assert merged.passes == small.passes
    assert merged.max_abs == small.max_abs
    assert merged.mean_abs == pytest.approx((small.abs_sum) / (2 * ref.numel()))
    worst = merge_comparisons([good, compare_outputs((ref.double(),), (ref,)), small])
    assert worst.status == "dtype_mismatch"
    assert worst.max_abs is None
    json_form = merged.to_json()
    assert set(json_form["pass"]) == {str(t) for t in TOLERANCE_LEVELS}


def test_describe_and_poison_outputs() -> None:
    outputs = (torch.ones(2, 3), torch.arange(3), torch.tensor([True]), 7)
    assert describe_outputs(outputs) == [
        {"shape": [2, 3], "dtype": "float32"},
        {"shape": [3], "dtype": "int64"},
        {"shape": [1], "dtype": "bool"},
        {"shape": None, "dtype": None, "type": "int"},
    ]
    poison_outputs(outputs)
    assert torch.isnan(outputs[0]).all()
    assert (outputs[1] == -1).all()
    poison_outputs((torch.ones(3).expand(4, 3),))  # overlapping view: skipped, no error


def test_to_float64_inputs() -> None:
    converted = to_float64_inputs(
        {"x": torch.ones(2), "i": torch.arange(2), "h": torch.ones(1).half()}
    )
    assert converted["x"].dtype == torch.float64
    assert converted["h"].dtype == torch.float64
    assert converted["i"].dtype == torch.int64


# --------------------------------------------------------------------------------------------
# statistics and timing


def test_compute_stats_matches_numpy() -> None:
    values = [5.0, 1.0, 4.0, 2.0, 3.0, 10.0]
    stats = compute_stats(values)
    q75, q25 = np.percentile(values, [75, 25])
    assert stats.median == pytest.approx(float(np.median(values)))
    assert stats.iqr == pytest.approx(float(q75 - q25))
    assert (stats.min, stats.max) == (1.0, 10.0)
    assert stats.mean == pytest.approx(float(np.mean(values)))
    assert compute_stats([2.0]).iqr == 0.0
    with pytest.raises(ValueError):
        compute_stats([])


class FakeClock:
    """A clock that only moves when a fake callable says how long it took."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def callable(
        self, durations: Iterator[float], log: list[str] | None = None, name: str = ""
    ) -> Callable[[], None]:
        """A callable whose n-th call lasts the n-th duration (seconds)."""

        def call() -> None:
            self.now += next(durations)
            if log is not None:
                log.append(name)

        return call


def _constant(seconds: float) -> Iterator[float]:
    while True:
        yield seconds


def test_timer_on_cpu_has_no_events() -> None:
    timer = Timer("cpu")
    assert not timer.is_cuda and not timer.events
    e2e, gpu = measure_once(lambda: None, timer, 3)
    assert e2e >= 0 and gpu is None


def test_defaults_per_device() -> None:
    cpu = TimingConfig.for_device("cpu")
    assert (cpu.warmup, cpu.trials, cpu.min_measure_seconds) == (3, 10, 1e-3)
    cuda = TimingConfig.for_device("cuda")
    assert (cuda.warmup, cuda.trials, cuda.min_measure_seconds) == (25, 100, 1e-3)
    assert (cpu.instability_threshold, cpu.max_remeasure) == (0.2, 3)
    assert not (cpu.flush_l2 or cpu.kernel_time or cpu.cuda_graph_time)


def test_warm_up_by_count_and_time() -> None:
    clock = FakeClock()
    calls: list[str] = []
    timer = Timer("cpu", clock=clock)
    fn = clock.callable(_constant(0.125), calls, "x")  # exact in binary: no rounding drift
    spent = warm_up(fn, timer, count=3, seconds=0.0)
    assert len(calls) == 3 and spent == 0.375
    calls.clear()
    spent = warm_up(fn, timer, count=2, seconds=1.0)  # 2 by count, then 6 more by time
    assert len(calls) == 8 and spent == 1.0
    calls.clear()
    warm_up(fn, timer, count=0, seconds=0.0)
    assert calls == []


def test_sub_microsecond_callable_is_batched() -> None:
    # On the real clock only the direction holds (a loaded host can stall the calibration's
    # measurement past 1 ms and leave the next one short), so the count is checked on a fake one.
    calls = calibrate(lambda: None, Timer("cpu"), min_seconds=1e-3)
    assert calls > 1
    # with a fake clock the count is exact: 1e-7 s a call needs >= 10_000 calls for 1 ms
    clock = FakeClock()
    fake = Timer("cpu", clock=clock)
    counted = calibrate(clock.callable(_constant(1e-7)), fake, min_seconds=1e-3)
    assert counted >= 10_000
    subject = Subject("fast", clock.callable(_constant(1e-7)))
    measure_interleaved([subject], TimingConfig(warmup=0, trials=4), fake)
    assert subject.calls_per_measurement is not None and subject.calls_per_measurement > 1
    assert compute_stats(subject.e2e).median == pytest.approx(1e-4)  # ms per call


def test_slow_callable_is_not_batched() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    assert calibrate(clock.callable(_constant(0.01)), timer, min_seconds=1e-3) == 1
    assert calibrate(clock.callable(_constant(1e-9)), timer, min_seconds=0) == 1


def test_interleaving_alternates_measurements() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    log: list[str] = []
    a = Subject("a", clock.callable(_constant(0.002), log, "a"))
    b = Subject("b", clock.callable(_constant(0.004), log, "b"))
    config = TimingConfig(warmup=1, trials=5, min_measure_seconds=1e-3)
    measure_interleaved([a, b], config, timer)
    measured = log[-10:]
    assert measured == ["a", "b"] * 5
    assert compute_stats(a.e2e).median == pytest.approx(2.0)
    assert compute_stats(b.e2e).median == pytest.approx(4.0)
    assert a.stable and b.stable and a.remeasured == b.remeasured == 0


def test_subjects_after_the_first_swap_places_every_other_round() -> None:
    """A measurement's place in a round moves it (bench/timing/order_probe.py), so the subjects
    compared with each other take turns; the first (eager) keeps its place, and every figure
    stays with its own subject."""
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    log: list[str] = []
    eager = Subject("eager", clock.callable(_constant(0.002), log, "eager"))
    inductor = Subject("inductor", clock.callable(_constant(0.003), log, "inductor"))
    candidate = Subject("candidate", clock.callable(_constant(0.004), log, "candidate"))
    config = TimingConfig(warmup=1, trials=4, min_measure_seconds=1e-3)
    measure_interleaved([eager, inductor, candidate], config, timer)
    assert log[-12:] == ["eager", "inductor", "candidate", "eager", "candidate", "inductor"] * 2
    assert compute_stats(eager.e2e).median == pytest.approx(2.0)
    assert compute_stats(inductor.e2e).median == pytest.approx(3.0)
    assert compute_stats(candidate.e2e).median == pytest.approx(4.0)


def test_instability_is_remeasured_then_recorded() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    # alternating 1 ms / 3 ms calls: IQR/median = 2/2 = 1 > 0.2, forever
    noisy = Subject("noisy", clock.callable(iter([0.001, 0.003] * 10_000)))
    steady = Subject("steady", clock.callable(_constant(0.002)))
    config = TimingConfig(warmup=0, trials=8, min_measure_seconds=0, max_remeasure=3)
    measure_interleaved([noisy, steady], config, timer)
    assert noisy.remeasured == 3 and noisy.stable is False
    assert steady.remeasured == 0 and steady.stable is True
    assert len(noisy.e2e) == 8  # the last round is kept


def test_instability_that_settles() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    durations = [0.001, 0.003] * 4 + [0.002] * 100  # first round noisy, then steady
    subject = Subject("settles", clock.callable(iter(durations)))
    config = TimingConfig(warmup=0, trials=8, min_measure_seconds=0, max_remeasure=3)
    measure_interleaved([subject], config, timer)
    assert subject.remeasured == 1 and subject.stable is True
    assert compute_stats(subject.e2e).iqr == 0.0


def test_threshold_and_max_remeasure_are_honoured() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    subject = Subject("noisy", clock.callable(iter([0.001, 0.003] * 1000)))
    measure_interleaved(
        [subject], TimingConfig(warmup=0, trials=4, min_measure_seconds=0, max_remeasure=0), timer
    )
    assert subject.remeasured == 0 and subject.stable is False
    lenient = Subject("noisy", clock.callable(iter([0.001, 0.003] * 1000)))
    measure_interleaved(
        [lenient],
        TimingConfig(warmup=0, trials=4, min_measure_seconds=0, instability_threshold=5.0),
        timer,
    )
    assert lenient.remeasured == 0 and lenient.stable is True


def test_failing_callable_is_blamed() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    calls = {"n": 0}

    def flaky() -> None:
        calls["n"] += 1
        clock.now += 0.002
        if calls["n"] == 6:
            raise RuntimeError("sixth call fails")

    good = Subject("good", clock.callable(_constant(0.002)))
    bad = Subject("bad", flaky)
    with pytest.raises(SubjectFailure) as failure:
        measure_interleaved([good, bad], TimingConfig(warmup=1, trials=10), timer)
    assert failure.value.subject == "bad"
    assert isinstance(failure.value.error, RuntimeError)
    assert "sixth call fails" in str(failure.value)


def test_time_subjects_result_json() -> None:
    clock = FakeClock()
    timer = Timer("cpu", clock=clock)
    subject = Subject("x", clock.callable(_constant(0.0015)))
    config = TimingConfig(warmup=2, trials=6, kernel_time=True, cuda_graph_time=True)
    (result,) = time_subjects([subject], config, timer)
    data = result.to_json()
    assert data["e2e"]["median"] == pytest.approx(1.5)
    assert data["gpu"] is None and data["kernel"] is None and data["cuda_graph"] is None
    assert data["calls_per_measurement"] == 1 and data["measurements"] == 6
    assert data["remeasured"] == 0 and data["stable"] is True
    assert data["timed_seconds"] == pytest.approx(6 * 0.0015)


# --------------------------------------------------------------------------------------------
# backend registry


@pytest.fixture
def clean_registry() -> Iterator[None]:
    saved = dict(backends._registry)
    yield
    backends._registry.clear()
    backends._registry.update(saved)


def test_builtin_backends() -> None:
    names = backends.known_backends()
    for name in ("eager", "inductor", "inductor-max-autotune", "cudagraphs"):
        assert name in names
    assert "cudagraphs" not in backends.available_backends("cpu")
    assert "inductor" in backends.available_backends("cpu")
    model = torch.nn.Identity()
    assert backends.resolve_backend("eager").factory(model, {}, torch.device("cpu")) is model


def test_unknown_backend_names_the_available_ones() -> None:
    with pytest.raises(backends.BackendError) as error:
        backends.resolve_backend("no-such-backend")
    message = str(error.value)
    assert "no-such-backend" in message and "inductor" in message and "eager" in message


def test_cudagraphs_not_available_on_cpu() -> None:
    with pytest.raises(backends.BackendError, match="not available on cpu"):
        backends.resolve_backend("cudagraphs", "cpu")


def test_register_backend(clean_registry: None) -> None:
    def factory(model: torch.nn.Module, inputs: Any, device: torch.device) -> Any:
        return model

    backends.register_backend("mine", factory)
    assert backends.resolve_backend("mine").factory is factory
    assert "mine" in backends.available_backends("cpu")
    with pytest.raises(ValueError):
        backends.register_backend("a:b", factory)
    backends.unregister_backend("mine")
    with pytest.raises(backends.BackendError):
        backends.resolve_backend("mine")


def test_module_function_backend(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "passnet_plugin_mod.py").write_text(
        "def make(model, example_inputs, device):\n    return model\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    backend = backends.resolve_backend("passnet_plugin_mod:make")
    assert backend.name == "passnet_plugin_mod:make"
    with pytest.raises(backends.BackendError, match="no attribute"):
        backends.resolve_backend("passnet_plugin_mod:missing")
    with pytest.raises(backends.BackendError, match="cannot import"):
        backends.resolve_backend("passnet_no_such_module_xyz:make")
    sys.modules.pop("passnet_plugin_mod", None)


def test_entry_point_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = importlib.metadata.EntryPoint(
        name="from-entry-point",
        value="passnet.runtime.worker.backends:_eager",
        group="passnet.backends",
    )

    def fake_entry_points(**kwargs: Any) -> list[importlib.metadata.EntryPoint]:
        return [entry] if kwargs.get("group") == "passnet.backends" else []

    monkeypatch.setattr(importlib.metadata, "entry_points", fake_entry_points)
    assert "from-entry-point" in backends.known_backends()
    backend = backends.resolve_backend("from-entry-point", "cpu")
    assert backend.factory is backends._eager


def test_is_compile_error() -> None:
    from torch._dynamo.exc import BackendCompilerFailed, TorchDynamoException

    assert backends.is_compile_error(backends.CompileError("x"))
    assert backends.is_compile_error(TorchDynamoException("dynamo"))
    # the constructor differs between torch versions: build one without calling it
    assert backends.is_compile_error(BackendCompilerFailed.__new__(BackendCompilerFailed))
    assert not backends.is_compile_error(RuntimeError("plain"))
