"""Integrity: keeping cheating passes from scoring, and honest ones from being flagged.

Four layers, in the order a pass meets them (:mod:`~.rules` lists every rule and its layer):

1. **static** (:mod:`~.static`, torch-free): the pass file's AST, before it is imported. The
   replacement side may only allocate outputs, read metadata, make copy-free views and launch the
   pass's own kernels (:mod:`~.policy`); nothing anywhere may import outside an allowlist, eval,
   touch files, walk frames, look names up at run time or patch what it did not create.
2. **dispatch** (:mod:`~.guard`): a dispatch mode around the pass's wrapper on watched calls fails
   the pass on any aten op but allocation, metadata and copy-free views.
3. **runtime** (:mod:`~.guard`, :mod:`~.harness`): around watched calls, inputs checksummed,
   outputs checked for aliasing, laziness, poison from freed memory and agreement with the
   reference on fresh values; the harness's timers and comparison functions checked for
   replacement; speedups checked against the subgraph's roofline.
4. **sandbox** (:mod:`~.sandbox`): the worker runs under resource limits, with a scrubbed
   environment, a private working folder and (where the kernel allows) no network; a pass that
   hangs, crashes or exhausts a limit is a recorded failure and the run goes on.

``python -m passnet.integrity check PASS_FILE|PASS_DIR ...`` runs the static layer (also
``passnet integrity check``).
"""
