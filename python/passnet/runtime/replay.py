"""Run one GraphNet sample in torch with GraphNet-style replayed inputs.

Usage::

    python -m passnet.runtime.replay SAMPLE [--device cpu] [--seed 123] [--json]

Loads the sample folder, builds its inputs from ``weight_meta.py``/``input_meta.py`` the way
GraphNet's benchmark runner does (see :mod:`passnet.runtime.sample`), runs ``forward`` under
``torch.no_grad()`` and prints one line per output, ``INDEX<TAB>SHAPE<TAB>DTYPE``
(``0\t[1, 1000]\ttorch.float32``; a non-tensor output prints ``-`` and its Python type), or with
``--json`` one JSON list of ``{"index", "shape", "dtype"}`` objects.

Exit status: 0 on success; 1 when the sample is missing or broken, or its forward fails (one
line on stderr names the problem); 2 for usage errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import torch

from passnet.runtime.sample import (
    DEFAULT_SEED,
    SampleError,
    build_inputs,
    call_arguments,
    describe_outputs,
    load_model,
    load_sample_meta,
    run_model,
)

__all__ = ["main", "parse_args"]

PROG = "passnet-replay"


def _device(text: str) -> torch.device:
    try:
        return torch.device(text)
    except RuntimeError as error:
        raise argparse.ArgumentTypeError(f"invalid device {text!r}") from error


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parses the command line; exits with status 2 on a usage error."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Run a GraphNet sample in torch with GraphNet-style replayed inputs and "
        "print the shape and dtype of each output.",
    )
    parser.add_argument("sample", type=Path, help="sample folder (model.py, weight_meta.py, ...)")
    parser.add_argument(
        "--device", type=_device, default=torch.device("cpu"), help="device to run on (cpu)"
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"input seed ({DEFAULT_SEED})"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON list")
    return parser.parse_args(argv)


def _one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    return f"{type(error).__name__}: {first}" if first else type(error).__name__


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status."""
    args = parse_args(argv)
    device: torch.device = args.device
    if device.type == "cuda" and not torch.cuda.is_available():
        return _fail(f"device {device} is not available (torch has no usable CUDA)")
    try:
        meta = load_sample_meta(args.sample)
        inputs = call_arguments(meta, build_inputs(meta, seed=args.seed, device=device))
        model = load_model(args.sample, device=device)
    except SampleError as error:
        return _fail(str(error).splitlines()[0])
    try:
        with torch.no_grad():
            outputs = run_model(model, inputs, device=device)
    except Exception as error:  # a failing forward is reported, not a crash of the tool
        return _fail(f"forward of {args.sample} failed: {_one_line(error)}")
    described = describe_outputs(outputs)
    if args.json:
        print(json.dumps(described))
    else:
        for entry in described:
            if entry["dtype"] is None:
                print(f"{entry['index']}\t-\t{entry['type']}")
            else:
                print(f"{entry['index']}\t{entry['shape']}\t{entry['dtype']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
