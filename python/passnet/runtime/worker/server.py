"""The worker's protocol: JSON lines on stdin/stdout, the ``ready`` line, request dispatch
(``ping``, ``run``, ``annotate``, ``kernels``, ``shutdown``), and start-up (``main``)."""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import math
import os
import platform
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import torch

from passnet.integrity import sandbox
from passnet.runtime.capture.annotate import AnnotateRequestError, handle_annotate_request
from passnet.runtime.worker import backends as backend_registry
from passnet.runtime.worker.integrity_checks import harness_identity
from passnet.runtime.worker.job import freeze_between_jobs, log_traceback, one_line
from passnet.runtime.worker.kernel_count import KernelRequestError, handle_kernels_request
from passnet.runtime.worker.request import RequestError, parse_run_request, resolve_device
from passnet.runtime.worker.run import run_job

PROTOCOL_VERSION = 1
EXIT_PROTOCOL_MISMATCH = 2
EXIT_CUDA_BROKEN = 3
_POISONED_CUDA_MARKERS = (
    "illegal memory access",
    "device-side assert",
    "unspecified launch failure",
    "misaligned address",
    "illegal instruction",
    "an illegal address",
    "cudaErrorIllegalAddress",
)


def _json_safe(value: Any) -> Any:
    """Replaces non-finite floats by None (strict JSON) and paths/dtypes by strings."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(key): _json_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(item) for item in value]
    if isinstance(value, (str, int, bool)) or value is None:
        return value
    return str(value)


def encode_event(event: Mapping[str, Any]) -> str:
    """One protocol line: strict JSON (no NaN), no newline inside."""
    return json.dumps(_json_safe(dict(event)), allow_nan=False, separators=(",", ":"))


def _triton_version() -> str | None:
    import importlib.metadata

    for name in ("triton", "pytorch-triton"):
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    return None


def _driver_version() -> str | None:
    try:
        text = Path("/proc/driver/nvidia/version").read_text(encoding="utf-8")
    except OSError:
        return None
    for word in text.split():
        parts = word.split(".")
        if len(parts) >= 2 and all(part.isdigit() for part in parts):
            return word
    return None


def harness_digest() -> str:
    """A digest of the runtime's sources (``passnet.runtime``: sample loading, invocation,
    backends, timing): the engine keys cached baselines by it, so that a changed harness never
    reuses a figure the old one measured."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def ready_event(device: torch.device) -> dict[str, Any]:
    """The start-up line: versions, the device and the backends available on it."""
    if device.type == "cuda":
        device_name = torch.cuda.get_device_name(device)
        driver = _driver_version()
    else:
        device_name = platform.processor() or platform.machine() or "cpu"
        driver = None
    return {
        "event": "ready",
        "protocol": PROTOCOL_VERSION,
        "pid": os.getpid(),
        "host": platform.node(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "triton": _triton_version(),
        "cuda": torch.version.cuda,
        "device": str(device),
        "device_name": device_name,
        "driver": driver,
        "harness": harness_digest(),
        "backends": backend_registry.available_backends(device),
    }


def _cuda_context_broken(text: object) -> bool:
    if not isinstance(text, str) or not text:
        return False
    lowered = text.lower()
    return any(marker.lower() in lowered for marker in _POISONED_CUDA_MARKERS)


def handle_line(line: str, device: torch.device) -> tuple[dict[str, Any] | None, bool]:
    """Handles one request line; returns ``(reply or None, keep_running)``.

    Never raises for a bad request or a failing job: those become ``error`` events or statuses.
    """
    text = line.strip()
    if not text:
        return None, True
    try:
        request = json.loads(text)
    except json.JSONDecodeError as error:
        return {"event": "error", "id": None, "error": f"bad JSON: {error}"}, True
    if not isinstance(request, dict):
        return {"event": "error", "id": None, "error": "a request must be a JSON object"}, True
    request_id = request.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, int):
        return {"event": "error", "id": None, "error": "id must be an integer"}, True
    spoken = request.get("protocol", 1)  # requests from before versioning spoke 1
    if spoken != PROTOCOL_VERSION:
        # Fields of another version could be misread silently: refuse, and leave.
        return {
            "event": "error",
            "id": request_id,
            "protocol": PROTOCOL_VERSION,
            "error": f"the engine speaks protocol {spoken!r}, this worker speaks protocol "
            f"{PROTOCOL_VERSION} (docs/worker-protocol.md): the engine and the Python package come "
            "from different passnet versions; build and install both from one checkout",
        }, False
    if isinstance(request.get("sample"), str) and request["sample"]:
        # The worker works in a private folder (the sandbox): relative paths are the caller's.
        request["sample"] = sandbox.resolve(request["sample"])
    command = request.get("cmd")
    if command == "ping":
        return {"event": "pong", "id": request_id}, True
    if command == "shutdown":
        return {"event": "bye", "id": request_id}, False
    if command == "annotate":
        return _annotate(request, request_id, device)
    if command == "kernels":
        return _kernels(request, request_id, device)
    if command != "run":
        return {
            "event": "error",
            "id": request_id,
            "error": f"unknown cmd {command!r} (ping, run, annotate, kernels, shutdown)",
        }, True
    try:
        run_request = parse_run_request(request, device)
    except RequestError as error:
        return {"event": "error", "id": request_id, "error": str(error)}, True
    try:
        return run_job(run_request), True
    except (KeyboardInterrupt, GeneratorExit):
        raise
    except BaseException as error:  # a bug of ours, or a SystemExit raised by sample code
        log_traceback(f"internal error in job {request_id}")
        keep = not _cuda_context_broken(str(error))
        return {
            "event": "error",
            "id": request_id,
            "error": f"internal error: {one_line(error)}",
        }, keep


def _annotate(
    request: Mapping[str, Any], request_id: int, device: torch.device
) -> tuple[dict[str, Any], bool]:
    """An ``annotate`` request (:mod:`passnet.runtime.capture.annotate`): one ``annotation``
    event."""
    try:
        reply = handle_annotate_request(request, device)
    except AnnotateRequestError as error:
        return {"event": "error", "id": request_id, "error": str(error)}, True
    failure = reply.get("error") or {}
    broken = str(reply.get("device", "")).startswith("cuda") and _cuda_context_broken(
        str(failure.get("message", ""))
    )
    return reply, not broken


def _kernels(
    request: Mapping[str, Any], request_id: int, device: torch.device
) -> tuple[dict[str, Any], bool]:
    """A ``kernels`` request (:mod:`passnet.runtime.worker.kernel_count`): one ``kernels`` event."""
    try:
        reply = handle_kernels_request(request, device)
    except KernelRequestError as error:
        return {"event": "error", "id": request_id, "error": str(error)}, True
    broken = device.type == "cuda" and _cuda_context_broken(str(reply.get("error") or ""))
    return reply, not broken


def _result_breaks_cuda(reply: Mapping[str, Any]) -> bool:
    """Whether a reply reports an error that leaves the CUDA context unusable (the worker then
    exits after sending it, and the engine starts a fresh one)."""
    event = reply.get("event")
    errors: list[Any] = []
    if event == "result" and str(reply.get("device", "")).startswith("cuda"):
        errors.append(reply.get("eager", {}).get("error"))
        errors.extend(entry.get("error") for entry in reply.get("backends", {}).values())
    elif event == "annotation" and str(reply.get("device", "")).startswith("cuda"):
        error = reply.get("error")
        errors.append(error.get("message") if isinstance(error, Mapping) else None)
    elif event == "kernels" and str(reply.get("device", "")).startswith("cuda"):
        errors.append(reply.get("error"))
    elif event == "error":
        errors.append(reply.get("error"))
    return any(_cuda_context_broken(error) for error in errors)


def serve(requests: IO[str], out: IO[str], device: torch.device) -> int:
    """The request loop: reads lines until EOF or ``shutdown``; returns the exit status."""

    def send(event: Mapping[str, Any]) -> None:
        out.write(encode_event(event) + "\n")
        out.flush()

    send(ready_event(device))
    for line in requests:
        try:
            reply, keep = handle_line(line, device)
        except BaseException as error:  # even a SystemExit from sample code is the job's
            if isinstance(error, KeyboardInterrupt):
                raise
            log_traceback("internal error")
            reply, keep = {"event": "error", "id": None, "error": one_line(error)}, True
        if reply is not None:
            send(reply)
            if _result_breaks_cuda(reply):
                print("passnet worker: the CUDA context is broken; exiting", file=sys.stderr)
                return EXIT_CUDA_BROKEN
        if not keep:
            if reply and reply.get("event") == "bye":
                return 0
            return EXIT_PROTOCOL_MISMATCH if reply and "protocol" in reply else EXIT_CUDA_BROKEN
        sys.stderr.flush()
    return 0


@contextmanager
def _protocol_stdout() -> Iterator[IO[str]]:
    """Yields a private stream on the original stdout and points fd 1 (and sys.stdout) at stderr."""
    sys.stdout.flush()
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = io.TextIOWrapper(
        os.fdopen(1, "wb", closefd=False), encoding="utf-8", line_buffering=True
    )
    stream = os.fdopen(protocol_fd, "w", encoding="utf-8", buffering=1)
    try:
        yield stream
    finally:
        stream.flush()


def _warm_compile(device: torch.device) -> None:
    """Compiles and runs a tiny function once, so one-time compiler set-up is not billed to the
    first sample's compile_seconds."""
    try:
        compiled = torch.compile(lambda x: torch.nn.functional.relu(x) * 2 + 1)
        compiled(torch.randn(8, 8, device=device))
    except Exception as error:
        print(f"passnet worker: warm-up compile failed: {one_line(error)}", file=sys.stderr)
    finally:
        torch._dynamo.reset()


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the worker on stdin/stdout; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m passnet.runtime.worker",
        description="passnet runtime worker (JSON lines on stdin/stdout, see "
        "docs/worker-protocol.md)",
    )
    parser.add_argument("--device", default="cpu", help="default device of jobs (cpu)")
    parser.add_argument(
        "--warm-compile",
        action="store_true",
        help="compile a tiny function before the ready line, so that one-time compiler set-up "
        "is not counted in the first sample's compile time",
    )
    args = parser.parse_args(argv)
    with _protocol_stdout() as protocol:
        try:
            device = resolve_device(args.device)
        except RequestError as error:
            print(f"passnet worker: {error}", file=sys.stderr)
            return 2
        if device.type == "cpu":
            # `python -m passnet.runtime.worker` has chosen Triton's interpreter before triton
            # was imported; a caller of main() in its own process gets it for the pass kernels
            # it imports from now on.
            os.environ.setdefault("TRITON_INTERPRET", "1")
        # Import the compiler stack now, so its import time is not a sample's compile time.
        import torch._dynamo
        import torch._inductor.compile_fx  # noqa: F401

        if args.warm_compile:
            _warm_compile(device)
        harness_identity()  # the harness as it is before any pass is imported
        freeze_between_jobs()
        stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
        return serve(stdin, protocol, device)
