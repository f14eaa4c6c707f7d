"""Where a whole model's time goes with a pass set and without (issue 36): Inductor and
`model-passes:SET` compiled as the judge compiles them under `direct` (which `cudagraph` replays),
each call profiled, the device kernels summed per call by name, and the two lists set side by
side, with the generated code's `call` of each written out.

The measured gain of a model disagreed with the gain predicted from the replacements' share of
its time (on the H200 under `cudagraph`, 0.78x measured for google/bigbird-roberta-large, where
one replacement held 3.5% of the time): the prediction counts only the replacements' kernels, so
whatever else changed in the model's code is what this shows.

    python3 bench/models/kernel_diff.py SAMPLE [SAMPLE ...] [--pass-set passes/reference]
        [--calls 20] [--config KEY=VALUE ...] [--keep-addmm] [--out DIR] [--device cpu]

Each pass lists the totals, the matmul libraries' kernels apart from the rest, and the kernels
that moved most. More passes beside the default, each for both subjects:

* `--config KEY=VALUE`: Inductor's config patched (`shape_padding=False`: are matmul padding
  decisions, made by benchmarking at compile time, what moved?);
* `--keep-addmm`: Inductor's post-grad rewrite of `addmm` into `mm` plus a bias added in the
  fused consumer turned off. On a GPU Inductor makes that rewrite only where every consumer of
  the matmul is pointwise, and a replacement is not, so a pass next to a linear layer changes
  which matmul library call runs (cuBLAS's `mm` or cuBLASLt's bias epilogue); with the rewrite
  off in both, that difference is gone.

On the CPU (a smoke test) the profiler's CPU kernels are listed instead.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

import torch
from torch._inductor.utils import run_and_get_code

from passnet.runtime.sample import build_inputs, load_model, load_sample_meta
from passnet.runtime.scalar_fold import fold_scalar_reads
from passnet.runtime.worker.backends import resolve_backend
from passnet.spec.backend_spec import BackendKind, BackendSpec, InductorUse
from passnet.spec.options import Invocation

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "synth"))
from kernel_profile import kernels_of  # per launch, as the synth profiles list them


def _compiled(backend: str, sample: Path, device: torch.device) -> tuple[Callable[[], Any], str]:
    """The call under `direct` and the `call` function of the last code Inductor wrote."""
    meta = load_sample_meta(sample)
    # Folded as the worker folds under `direct` and `cudagraph` (Job.model).
    model = fold_scalar_reads(load_model(sample, device=device), meta)
    inputs = build_inputs(meta, device=device, seed=0)
    factory = resolve_backend(backend, device).factory_for(Invocation.DIRECT)
    with torch.no_grad():
        fn, code = run_and_get_code(lambda: factory(model, inputs, device))
    body = code[-1] if code else ""
    start = body.find("def call(")
    call_body = body[start:].split("runner = Runner")[0] if start >= 0 else body

    def call() -> Any:
        with torch.no_grad():
            return fn(**inputs)

    return call, call_body


def _kernels(call: Callable[[], Any], calls: int, device: torch.device) -> dict[str, float]:
    """Microseconds per call by kernel name (device kernels on CUDA, CPU kernels on the CPU)."""
    for _ in range(5):
        call()
    per_name: dict[str, float] = defaultdict(float)
    if device.type == "cuda":
        for name, us in kernels_of(call, device, calls):
            per_name[name] += us
        return dict(per_name)
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU]) as prof:
        for _ in range(calls):
            call()
    for event in prof.events():
        if event.name.startswith(("cpp_fused", "aten::", "passnet_pass")):
            per_name[event.name] += event.time_range.elapsed_us() / calls
    return dict(per_name)


MATMUL_KERNEL = re.compile(r"gemm|gemv|xmma|cutlass|splitK|cublas|Kernel2", re.IGNORECASE)
"""cuBLAS and cuBLASLt kernels by name (sm90_xmma_gemm_*, cutlass_*_sgemm_*, gemv2T_kernel,
splitKreduce_kernel, ...)."""


@contextmanager
def _addmm_kept() -> Iterator[None]:
    """Inductor's `unfuse_bias_add_to_pointwise` post-grad rewrite off for the block."""
    from torch._inductor.fx_passes import post_grad

    entries = [
        entry
        for patterns in post_grad.pass_patterns
        for found in patterns.patterns.values()
        for entry in found
        if getattr(getattr(entry, "handler", None), "__name__", "")
        == "unfuse_bias_add_to_pointwise"
    ]
    if not entries:
        raise RuntimeError("this torch has no unfuse_bias_add_to_pointwise rewrite to turn off")
    checks = [entry.extra_check for entry in entries]
    for entry in entries:
        entry.extra_check = lambda match: False
    try:
        yield
    finally:
        for entry, check in zip(entries, checks, strict=True):
            entry.extra_check = check


def _config_value(text: str) -> tuple[str, Any]:
    key, _, raw = text.partition("=")
    if not key or not raw:
        raise argparse.ArgumentTypeError(f"--config wants KEY=VALUE, got {text!r}")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        value = raw
    return key, value


def _short(name: str, width: int = 70) -> str:
    return name if len(name) <= width else name[: width - 3] + "..."


def _compare(sample: Path, pass_set: Path, args: argparse.Namespace, label: str) -> dict[str, Any]:
    device = torch.device(args.device)
    model_passes = BackendSpec(
        BackendKind.MODEL_PASSES, path=str(pass_set), inductor=InductorUse.LOWERED
    )
    backends = {"inductor": "inductor", "passes": model_passes.text}
    rows: dict[str, dict[str, float]] = {}
    for name, backend in backends.items():
        torch._dynamo.reset()
        call, code = _compiled(backend, sample, device)
        rows[name] = _kernels(call, args.calls, device)
        if args.out:
            safe = re.sub(r"[^A-Za-z0-9_.-]", "_", label)
            (args.out / f"{sample.name}-{safe}-{name}.py").write_text(code)
    totals = {name: sum(k.values()) for name, k in rows.items()}
    print(f"== {sample.name} [{label}]: kernels per call, us")
    for name, kernels in rows.items():
        matmul = sum(us for kernel, us in kernels.items() if MATMUL_KERNEL.search(kernel))
        print(
            f"  {name}: {totals[name]:.1f} us in {len(kernels)} distinct kernels; matmul "
            f"libraries {matmul:.1f} us, the rest {totals[name] - matmul:.1f} us"
        )
    names = sorted(set(rows["inductor"]) | set(rows["passes"]))
    moved = sorted(
        names,
        key=lambda n: -abs(rows["passes"].get(n, 0.0) - rows["inductor"].get(n, 0.0)),
    )
    print(f"  {'kernel':70}  inductor    passes")
    for name in moved[: args.show]:
        a, b = rows["inductor"].get(name), rows["passes"].get(name)
        cell = lambda v: f"{v:9.1f}" if v is not None else "        -"  # noqa: E731
        print(f"  {_short(name):70} {cell(a)} {cell(b)}")
    return {"totals": totals, "kernels": rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", type=Path, nargs="+")
    parser.add_argument("--pass-set", type=Path, default=Path("passes/reference"))
    parser.add_argument("--calls", type=int, default=20, help="profiled calls per subject")
    parser.add_argument("--show", type=int, default=15, help="kernels listed, most moved first")
    parser.add_argument(
        "--config", type=_config_value, action="append", default=[],
        help="KEY=VALUE of torch._inductor.config, for a second pass beside the default",
    )  # fmt: skip
    parser.add_argument(
        "--keep-addmm", action="store_true",
        help="a pass with Inductor's addmm-into-mm-plus-bias rewrite off, for both subjects",
    )  # fmt: skip
    parser.add_argument("--out", type=Path, help="write each subject's `call` code and a JSON")
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()
    if torch.device(args.device).type == "cuda" and not torch.cuda.is_available():
        print(
            "kernel_diff.py: no CUDA device here (--device cpu for a smoke test)", file=sys.stderr
        )
        return 2
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
    from torch._inductor import config

    # Every variant compiled afresh: the FX graph cache keys on the config, not on the patterns
    # `--keep-addmm` turns off.
    config.fx_graph_cache = False
    found: dict[str, Any] = {}
    variants: list[tuple[str, Callable[[], Any]]] = [("default", nullcontext)]
    if args.config:
        label = ",".join(f"{k}={v}" for k, v in args.config)
        variants.append((label, lambda: config.patch(dict(args.config))))
    if args.keep_addmm:
        variants.append(("keep-addmm", _addmm_kept))
    pass_set = args.pass_set.resolve()
    for sample in args.samples:
        for label, patched in variants:
            try:
                with patched():
                    found[f"{sample.name}/{label}"] = _compare(sample, pass_set, args, label)
            except Exception as error:  # one model or variant that fails never stops the others
                print(f"== {sample.name} [{label}]: {type(error).__name__}: {error}", flush=True)
    if args.out:
        (args.out / "kernel_diff.json").write_text(json.dumps(found, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
