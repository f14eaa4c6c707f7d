"""Run one GraphNet sample in torch with GraphNet-style replayed inputs.

Usage::

    python -m passnet.runtime.replay SAMPLE [SAMPLE ...] [--device cpu] [--seed 123] [--json]

Loads the sample folder, builds its inputs from ``weight_meta.py``/``input_meta.py`` the way
GraphNet's benchmark runner does (see :mod:`passnet.runtime.sample`), runs ``forward`` under
``torch.no_grad()`` and prints one line per output, ``INDEX<TAB>SHAPE<TAB>DTYPE``
(``0\t[1, 1000]\ttorch.float32``; a non-tensor output prints ``-`` and its Python type), or with
``--json`` one JSON list of ``{"index", "shape", "dtype"}`` objects.

Several samples run in one process, which imports torch once (seconds, against milliseconds
for most samples). Each sample's block then opens with a line ``# SAMPLE``, and a sample that
fails gets a line ``# error: MESSAGE`` in place of its outputs; with ``--json`` each sample is one
line, ``{"sample": SAMPLE, "outputs": [...]}`` or ``{"sample": SAMPLE, "error": MESSAGE}``. A
failing sample never stops the others.

Exit status: 0 when every sample ran; 1 when one is missing or broken, or its forward fails (one
line on stderr names the problem, and the sample); 2 for usage errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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
    parser.add_argument(
        "samples",
        type=Path,
        nargs="+",
        metavar="SAMPLE",
        help="sample folder (model.py, weight_meta.py, ...); several run in one process",
    )
    parser.add_argument(
        "--device", type=_device, default=torch.device("cpu"), help="device to run on (cpu)"
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"input seed ({DEFAULT_SEED})"
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON list (several samples: one JSON object per sample and line)",
    )
    return parser.parse_args(argv)


def _one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    return f"{type(error).__name__}: {first}" if first else type(error).__name__


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return 1


class ReplayFailure(Exception):
    """A sample that is missing or broken, or whose forward failed: one line for the user."""


def _replay(sample: Path, device: torch.device, seed: int) -> list[dict[str, Any]]:
    try:
        meta = load_sample_meta(sample)
        inputs = call_arguments(meta, build_inputs(meta, seed=seed, device=device))
        model = load_model(sample, device=device)
    except SampleError as error:
        raise ReplayFailure(str(error).splitlines()[0]) from error
    try:
        with torch.no_grad():
            outputs = run_model(model, inputs, device=device)
    except Exception as error:  # a failing forward is reported, not a crash of the tool
        raise ReplayFailure(f"forward of {sample} failed: {_one_line(error)}") from error
    return describe_outputs(outputs)


def _text_lines(described: list[dict[str, Any]]) -> list[str]:
    return [
        f"{entry['index']}\t-\t{entry['type']}"
        if entry["dtype"] is None
        else f"{entry['index']}\t{entry['shape']}\t{entry['dtype']}"
        for entry in described
    ]


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status."""
    args = parse_args(argv)
    device: torch.device = args.device
    if device.type == "cuda" and not torch.cuda.is_available():
        return _fail(f"device {device} is not available (torch has no usable CUDA)")
    several = len(args.samples) > 1
    status = 0
    for sample in args.samples:
        try:
            described = _replay(sample, device, args.seed)
        except ReplayFailure as failure:
            status = _fail(str(failure))
            if several:
                line = {"sample": str(sample), "error": str(failure)}
                print(json.dumps(line) if args.json else f"# {sample}\n# error: {failure}")
            continue
        if args.json:
            print(
                json.dumps({"sample": str(sample), "outputs": described} if several else described)
            )
        else:
            if several:
                print(f"# {sample}")
            for line in _text_lines(described):
                print(line)
        sys.stdout.flush()  # each sample's block as soon as it ran
    return status


if __name__ == "__main__":
    sys.exit(main())
