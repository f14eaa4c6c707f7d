"""The runtime worker: a long-lived process that runs and times samples (JSON lines).

Usage::

    python -m passnet.runtime.worker [--device cpu|cuda|cuda:N] [--warm-compile]

It speaks the protocol of docs/worker-protocol.md: one ``ready`` line first, then one reply line
per request (``ping`` → ``pong``, ``shutdown`` → ``bye`` and exit 0, ``run`` → ``result`` or
``error``, ``annotate`` → ``annotation`` (:mod:`passnet.runtime.capture.annotate`) or
``error``); EOF
on stdin exits 0 too. stdout carries protocol lines only: at start-up the worker keeps a private
duplicate of file descriptor 1 for them and points descriptor 1 at stderr, so prints from sample
code, compiled code, Inductor and its compile subprocesses all land on stderr.

A ``run`` job (:func:`~passnet.runtime.worker.run.run_job`), for one sample and a list of
candidate backends:

1. loads the sample's metadata and module (:mod:`passnet.runtime.sample`); a folder that does not
   exist is a bad request (``error`` event), a folder that cannot be loaded is ``eager_fail``;
2. checks eager: by default (candidate first) eager runs once on the timing inputs, its outputs
   are described, then overwritten with NaN/-1 and freed, so nothing a candidate can find in freed
   memory is an answer; with ``reference_first`` eager computes its correctness references up
   front instead. An exception here makes the sample ``eager_fail`` and no backend runs;
3. for each backend: ``torch._dynamo.reset()``, a fresh module, the factory and the first call
   (compile time), then one correctness trial per correctness seed with freshly replayed inputs,
   the candidate before eager (unless ``reference_first``), eager's reference outputs poisoned
   after the comparison; the float64 reference (inputs and default dtype in float64) is computed
   once per seed and compared too; failures are classified (``compile_fail``, ``runtime_fail``,
   ``nan_inf``, ``dtype_mismatch``, ``shape_mismatch``, ``accuracy``);
4. a backend whose outputs are correct at t = 4 (status ``ok``) is timed interleaved with eager
   (:mod:`passnet.runtime.worker.timing`); speedup = eager median / candidate median, both from that
   interleaved session, for e2e and (CUDA) gpu time. ``eager.timing`` pools eager's measurements
   over all sessions (or times eager alone when no candidate was timed).

Everything runs under ``torch.no_grad()``. Calls go straight to the module, without the
:class:`~passnet.runtime.sample.DeviceRemapMode`/default-device modes: those torch-function modes
cost Python time on every eager op (2.4x on a small graph here) but almost nothing in a compiled
graph, and would inflate speedups. The devices GraphNet's ``model.py`` names
(``device(type=...)``) are pinned to the target when the model is loaded
(:func:`~passnet.runtime.sample.load_model`); the modes are used only for a ``model.py`` that
names a device in some other form.

An exception inside a job never ends the worker: sample and backend failures are statuses, a bad
request is an ``error`` event, and a bug of the worker itself becomes an ``error`` event with the
traceback on stderr. The one exception: after a CUDA error that poisons the CUDA context (illegal
address, device-side assert ...) the worker sends its reply and exits with status 3, since every
later job would fail; the engine starts a fresh one.

Modules: :mod:`~.server` (protocol and start-up), :mod:`~.request` (validation), :mod:`~.run`
(the job loop), :mod:`~.backend_run` (one backend: compile, correctness, timing), :mod:`~.job`
(a job's state), :mod:`~.device_lock` (sharing a GPU), :mod:`~.timing`, :mod:`~.host_speed`,
:mod:`~.checks` (comparing outputs), :mod:`~.backends` (the registry) and
:mod:`~.kernel_count`.
"""
