"""Where the time of a ``passes:`` call goes, next to eager and inductor, on small subgraphs.

For each subgraph of the given suite tasks this times, in one process with nothing else on the
device, back-to-back calls of:

- ``eager``: the sample's module;
- ``dynamo``: ``torch.compile`` with a backend that runs dynamo's FX graph as it is (the floor
  every compiled backend pays: frame evaluation, guards, the graph's Python);
- ``inductor``: ``torch.compile`` (default mode);
- ``passes-triton`` / ``passes-direct``: the pass set through the ``passes:`` backend, with
  Triton's dispatcher on every launch (``PASSNET_DIRECT_LAUNCH=0``) and with
  :class:`passnet.runtime.launch.BoundKernel`'s direct launch;
- ``wrapper-triton`` / ``wrapper-direct``: the passes' kernel wrappers alone, called with the
  arguments they got inside the graph (allocation, views and launch, no dynamo);
- ``graph-eager`` / ``graph-inductor`` / ``graph-passes``: what dynamo calls after its guards,
  called directly with the arguments dynamo gave it: the captured FX graph as it is, Inductor's
  compiled graph (its runtime wrappers, allocations and launcher), the rewritten graph. The
  difference to the full call is the frame evaluation and guards every backend pays.

``--breakdown`` also splits each ``BoundKernel`` launch of the wrappers into its steps: the
launch key (the general loop and the generated function), the stream query, Triton's launcher
(``CompiledKernel.run``), torch's launcher where the kernel takes it, and the whole direct
launch, next to a bare ``torch.empty_like`` of the launch's first tensor.

On CUDA it also gives the device time per call (``torch.profiler``) of eager, inductor and the
passes, which says whether a pass loses in its kernels or around them.

Each figure is the median over ``--repeats`` measurements of host time per call (enough calls per
measurement to last ``--min-ms``), the variants interleaved so that drift hits all alike.

    python bench/passbench/pass_overhead.py SUITE_DIR PASS_DIR [--tasks PREFIX ...]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from passnet.runtime import build_inputs, load_model, load_sample_meta
from passnet.runtime.passes import PassReport, apply_passes, load_passes, make_pass_backend
from passnet.runtime.passes.launch import BoundKernel, keyed_arguments
from passnet.runtime.passes.rewrite import prepare
from passnet.runtime.worker.timing import kernel_time
from passnet.spec.backend_spec import BackendKind, BackendSpec
from passnet.spec.options import Invocation


def _per_call_us(call: Callable[[], Any], sync: Callable[[], None], min_ms: float) -> float:
    calls = 1
    while True:
        sync()
        start = time.perf_counter()
        for _ in range(calls):
            call()
        sync()
        elapsed = time.perf_counter() - start
        if elapsed * 1e3 >= min_ms:
            return elapsed * 1e6 / calls
        calls *= 2


def _wrapper_calls(model: torch.nn.Module, inputs: dict[str, torch.Tensor], pass_dir: Path) -> list:
    """Each pass wrapper the rewritten graph calls, with the arguments of its first call."""
    passes = load_passes(pass_dir)
    prepared = [prepare(rule) for rule in passes.rules]
    wrappers = {id(rule.replacement_func()): rule.replacement_func() for rule in passes.rules}
    recorded: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []

    def backend(gm: torch.fx.GraphModule, example_inputs: Any) -> Callable[..., Any]:
        apply_passes(gm, prepared, PassReport(rules=[r.name for r in passes.rules]))
        for node in gm.graph.nodes:
            if node.op == "call_function" and id(node.target) in wrappers:
                wrapper = node.target

                def record(*args: Any, _wrapper: Callable[..., Any] = wrapper) -> Any:
                    recorded.append((_wrapper, args))
                    return _wrapper(*args)

                node.target = record
        gm.recompile()
        return gm.forward

    torch.compile(model, backend=backend, dynamic=False)(**inputs)
    return recorded


def _variants(
    sample: Path, pass_dir: Path, device: torch.device
) -> tuple[dict[str, Callable[[], Any]], list[tuple[Callable[..., Any], tuple[Any, ...]]]]:
    """The timed variants, and the wrapper calls of the direct-launch variant."""
    meta = load_sample_meta(sample)
    inputs = build_inputs(meta, device=device)
    model = load_model(sample, device=device)
    variants: dict[str, Callable[[], Any]] = {"eager": lambda: model(**inputs)}

    def compiled(backend: Any) -> Callable[[], Any]:
        # A model of its own for each: compiles of one code object share dynamo's cache, and
        # with several backends every call would fail the others' guards.
        function = torch.compile(load_model(sample, device=device), backend=backend, dynamic=False)
        function(**inputs)
        return lambda: function(**inputs)

    variants["dynamo"] = compiled(lambda gm, _: gm.forward)
    variants["inductor"] = compiled("inductor")
    variants["graph-eager"] = _after_guards(sample, inputs, device, lambda gm, _: gm.forward)
    variants["graph-inductor"] = _after_guards(sample, inputs, device, _compile_fx)
    for mode, flag in (("triton", "0"), ("direct", "1")):
        os.environ["PASSNET_DIRECT_LAUNCH"] = flag
        spec = BackendSpec(BackendKind.PASSES, path=str(pass_dir))
        factory = make_pass_backend(spec, invocation=Invocation.DYNAMO, integrity=True)
        call = factory(load_model(sample, device=device), inputs, device)
        call(**inputs)
        variants[f"passes-{mode}"] = lambda call=call: call(**inputs)
        recorded = _wrapper_calls(load_model(sample, device=device), inputs, pass_dir)
        variants[f"wrapper-{mode}"] = lambda recorded=recorded: [w(*a) for w, a in recorded]
    prepared = [prepare(rule) for rule in load_passes(pass_dir).rules]

    def rewritten(gm: torch.fx.GraphModule, _: Any) -> Callable[..., Any]:
        apply_passes(gm, prepared, PassReport(rules=[p.rule.name for p in prepared]))
        return gm.forward

    variants["graph-passes"] = _after_guards(sample, inputs, device, rewritten)
    os.environ.pop("PASSNET_DIRECT_LAUNCH", None)
    return variants, recorded


def _compile_fx(gm: torch.fx.GraphModule, example_inputs: Any) -> Callable[..., Any]:
    from torch._inductor.compile_fx import compile_fx

    return compile_fx(gm, example_inputs)


def _after_guards(
    sample: Path, inputs: dict[str, torch.Tensor], device: torch.device, backend: Any
) -> Callable[[], Any]:
    """A call of what ``backend`` compiled, with the arguments dynamo passed it (one graph)."""
    calls: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []

    def recording(gm: torch.fx.GraphModule, example_inputs: Any) -> Callable[..., Any]:
        compiled = backend(gm, example_inputs)

        def call(*args: Any) -> Any:
            calls.append((compiled, args))
            return compiled(*args)

        return call

    torch.compile(load_model(sample, device=device), backend=recording, dynamic=False)(**inputs)
    if len(calls) != 1:
        raise RuntimeError(f"expected one captured graph, dynamo called {len(calls)}")
    compiled, args = calls[0]
    return lambda: compiled(*args)


def _launch_breakdown(
    recorded: list[tuple[Callable[..., Any], tuple[Any, ...]]],
    sync: Callable[[], None],
    min_ms: float,
    repeats: int,
) -> dict[str, float]:
    """Per-launch costs (median us) of the BoundKernel launches that ``recorded`` makes."""
    launches: list[tuple[BoundKernel, Any, tuple[Any, ...], dict[str, Any]]] = []
    original = BoundKernel._launch

    def spy(self: BoundKernel, grid: Any, *args: Any, **options: Any) -> None:
        launches.append((self, grid, args, options))
        original(self, grid, *args, **options)

    BoundKernel._launch = spy  # type: ignore[method-assign]
    try:
        for wrapper, args in recorded:
            wrapper(*args)
    finally:
        BoundKernel._launch = original  # type: ignore[method-assign]
    steps: dict[str, list[Callable[[], Any]]] = {}
    for bound, grid, args, options in launches:
        key, launched = keyed_arguments(args, options)
        compiled = bound._compiled[key]
        first = next(a for a in args if isinstance(a, torch.Tensor))
        stream = torch._C._cuda_getCurrentRawStream(key[0])
        gx, gy, gz = (*grid, 1, 1)[:3]
        candidates: dict[str, Callable[[], Any]] = {
            "empty_like": lambda first=first: torch.empty_like(first),
            "key (loop)": lambda args=args, options=options: keyed_arguments(args, options),
            "key (generated)": lambda f=bound._fast_key, a=args, o=options: f(a, o),
            "stream": lambda device=key[0]: torch._C._cuda_getCurrentRawStream(device),
            "triton run": lambda c=compiled, g=(gx, gy, gz, stream, launched): c.launch_triton(*g),
        }
        if compiled.static is not None:
            candidates["torch launcher"] = (
                lambda s=compiled.static, g=(gx, gy, gz, stream, launched): s.launch(*g)
            )
        candidates["direct launch"] = lambda b=bound, g=grid, a=args, o=options: b[g](*a, **o)
        for name, call in candidates.items():
            steps.setdefault(name, []).append(call)
    return {
        name: statistics.median(
            statistics.median(_per_call_us(call, sync, min_ms) for _ in range(repeats))
            for call in calls
        )
        for name, calls in steps.items()
        if len(calls) == len(launches)  # a step some launches lack is not comparable
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path, help="a suite folder (suite.json, tasks/, subgraphs/)")
    parser.add_argument("passes", type=Path, help="a pass file or folder")
    parser.add_argument("--tasks", nargs="*", default=[], help="task id prefixes (default: all)")
    parser.add_argument("--split", default="eval")
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--min-ms", type=float, default=20.0)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument(
        "--breakdown", action="store_true", help="also split each direct launch into its steps"
    )
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    index = json.loads((args.suite / "suite.json").read_text())
    tasks = [
        t
        for t in index["tasks"]
        if t["split"] == args.split
        and (not args.tasks or any(t["id"].startswith(p) for p in args.tasks))
    ]
    rows: list[dict[str, Any]] = []
    mismatches = 0
    names: list[str] = []
    torch.set_grad_enabled(False)
    for task in tasks:
        manifest = json.loads((args.suite / task["manifest"]).read_text())
        for subgraph in manifest["subgraphs"]:
            sample = args.suite / subgraph["path"]
            try:
                variants, wrapper_calls = _variants(sample, args.passes, device)
            except Exception as error:  # one subgraph that no pass matches is not the end
                print(
                    f"{task['id']} {subgraph['graph_hash'][:10]}: skipped: {error}".splitlines()[0]
                )
                continue
            names = list(variants)
            # Direct launches (from the second call on) must compute what Triton's path does.
            direct, dispatched = variants["passes-direct"](), variants["passes-triton"]()
            if not all(torch.equal(a, b) for a, b in zip(direct, dispatched, strict=True)):
                print(f"{task['id']}: direct launch and Triton's launch DIFFER", flush=True)
                mismatches += 1
            times: dict[str, list[float]] = {name: [] for name in names}
            for _ in range(args.repeats):
                for name, call in variants.items():
                    times[name].append(_per_call_us(call, sync, args.min_ms))
            row = {"task": task["id"], "subgraph": subgraph["graph_hash"][:10]}
            row.update({name: statistics.median(values) for name, values in times.items()})
            if device.type == "cuda":
                row["kernel_us"] = {
                    name: kernel_time(variants[name], device, 10, None).median * 1e3
                    for name in ("eager", "inductor", "passes-direct")
                }
            if args.breakdown and device.type == "cuda":
                row["launch_us"] = _launch_breakdown(wrapper_calls, sync, args.min_ms, 5)
            rows.append(row)
            cells = " ".join(f"{row[n]:8.1f}" for n in names)
            print(f"{task['id'][:44]:44} {row['subgraph']} {cells}", flush=True)
            if "launch_us" in row:
                steps = ", ".join(f"{k} {v:.1f}" for k, v in row["launch_us"].items())
                print(f"{'':44} per launch (us): {steps}", flush=True)
    if not rows:
        print("no subgraph measured", file=sys.stderr)
        return 1
    print(f"{'':44} {'':10} " + " ".join(f"{n[:8]:>8}" for n in names))
    medians = {n: statistics.median(r[n] for r in rows) for n in names}
    print(f"{'median us per call':55} " + " ".join(f"{medians[n]:8.1f}" for n in names))
    gmean = lambda ratios: statistics.geometric_mean(ratios)  # noqa: E731
    for base in ("eager", "inductor", "passes-triton"):
        print(
            f"G-mean speedup over {base:35}"
            + " ".join(f"{gmean([r[base] / r[n] for r in rows]):8.2f}" for n in names)
        )
    if device.type == "cuda":
        print("device (kernel) time per call, median us, from torch.profiler:")
        for name in ("eager", "inductor", "passes-direct"):
            values = [r["kernel_us"][name] for r in rows]
            print(
                f"  {name:14} median {statistics.median(values):6.2f}  per subgraph "
                + " ".join(f"{v:.1f}" for v in values)
            )
    if any("launch_us" in r for r in rows):
        steps = rows[0]["launch_us"].keys()
        print(
            "per direct launch, median over subgraphs (us): "
            + ", ".join(
                f"{k} {statistics.median(r['launch_us'][k] for r in rows):.1f}" for k in steps
            )
        )
    bound = [
        value
        for name, module in list(sys.modules.items())
        if name.startswith("passnet_pass_")
        for value in vars(module).values()
        if isinstance(value, BoundKernel)
    ]
    print(
        f"launches of the last pass set loaded: {sum(b.launches for b in bound)}, of them direct: "
        f"{sum(b.direct_launches for b in bound)}, through torch's launcher: "
        f"{sum(b.static_launches for b in bound)}; subgraphs where direct and Triton's launch "
        f"differ: {mismatches}"
    )
    if args.json:
        args.json.write_text(json.dumps({"device": str(device), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
