"""Passes in PassNet's format, the two backends that apply them, and their kernels' launch path.

A **pass file** is a Python module with three functions (PassNet's convention, accepted as is)::

    def pattern(x, w):                    # the subgraph to find, written with torch ops
        return torch.nn.functional.relu(x @ w)

    def replacement_args(x, w):           # what the kernel gets, from the pattern's inputs
        return (x, w)

    @torch.fx.wrap                        # one leaf node in the rewritten graph
    def fused_matmul_relu(x, w):
        out = torch.empty(...)            # outputs may be allocated with torch ...
        my_triton_kernel[grid](x, w, out) # ... the computation is the pass's own kernel
        return out

    def replacement_func():
        return fused_matmul_relu

A **pass folder** holds pass files and ``sorted_output_pass_rule_names.json``: the file stems to
apply, in order (PassNet's ordering file). A folder with a single pass file may omit it. A folder
that holds only pass folders (``passes/reference``, say) is one pass set: every folder's passes,
the folders in name order; two passes of one name are an error.

Applying a pass (numbered as it happens, for each FX graph dynamo captures):

1. ``pattern`` is traced with ``torch.fx.symbolic_trace``; the replacement is a function with the
   pattern's parameter names that calls ``replacement_func()(*replacement_args(*args))``, traced
   the same way, so the ``@torch.fx.wrap`` wrapper stays one ``call_function`` node. When the
   pattern returns several values and the wrapper one (a tuple at run time), the replacement
   unpacks it with getitems, which PassNet's matcher would reject as a count mismatch.
2. ``torch.fx.subgraph_rewriter.replace_pattern`` replaces every non-overlapping match; the
   number of replacements per pass is reported.
3. ``passes:DIR`` (PassNet's behaviour) runs the rewritten graph as it is. ``passes+inductor:DIR``
   registers each pass's replacement as a custom op (``torch.ops.passnet_pass.<name>``; its fake
   implementation is the pattern itself, so shapes and dtypes come out right), rewrites inside
   Inductor as a pre-grad custom graph pass whose ``uuid()`` is the hash of the pass sources (the
   FX graph cache key changes when a pass changes), and lets Inductor compile everything around
   the custom op.

A pass set that replaces nothing in any graph is a failure (``CompileError``), as in PassNet. Every
other problem is reported with the pass's name and file: a syntax error (file:line:col), a missing
function, a pattern or replacement that does not trace, a wrapper called with the wrong number of
arguments, a replacement whose outputs do not match the pattern's.

Modules: :mod:`~passnet.runtime.passes.loader` (files and folders),
:mod:`~passnet.runtime.passes.rewrite` (tracing and rewriting),
:mod:`~passnet.runtime.passes.backend` (the backends and custom ops) and
:mod:`~passnet.runtime.passes.launch` (:class:`BoundKernel`, which pass files import as
``passnet.runtime.launch``).
"""

from __future__ import annotations

from passnet.runtime.passes.backend import make_pass_backend
from passnet.runtime.passes.loader import ORDER_FILE, PassLoadError, PassRule, PassSet, load_passes
from passnet.runtime.passes.rewrite import PassReport, apply_passes, count_matches

__all__ = [
    "ORDER_FILE",
    "PassLoadError",
    "PassReport",
    "PassRule",
    "PassSet",
    "apply_passes",
    "count_matches",
    "load_passes",
    "make_pass_backend",
]
