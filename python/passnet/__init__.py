"""passnet: the Python runtime of the passnet engine (the parts that need torch).

The C++ engine (the ``passnet`` command) parses, hashes, indexes and rewrites GraphNet samples;
this package loads and runs them in torch (:mod:`passnet.runtime`). torch is needed at run time
but is not a pip dependency: install the build that fits the machine separately.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from passnet.runtime.passes.public import PassnetBackend

__all__: list[str] = ["__version__", "backend"]

__version__: str = "0.1.0"


def backend(
    *pass_sets: str | Path,
    inductor: bool = True,
    integrity: bool = True,
    lowered: bool | None = None,
    matmul_lowering: str | None = None,
    fusion_boundary: str | None = None,
) -> PassnetBackend:
    """``torch.compile(model, backend=passnet.backend("PASS_SET", ...))``: the pass sets applied
    in order to every graph that allows it, then Inductor (:mod:`passnet.runtime.passes.public`);
    the returned backend's ``report`` says what matched and what was declined. ``lowered`` (default:
    with Inductor): the replacements inlined into Inductor's code where they can be (a GPU), else
    custom ops; False: custom ops only. ``matmul_lowering`` (default ``keep``, or the
    PASSNET_MATMUL_LOWERING environment variable): ``keep`` leaves a match as it is where
    replacing it would change how Inductor lowers a linear layer feeding it, ``free`` replaces
    it anyway. ``fusion_boundary`` (default ``keep``, or PASSNET_FUSION_BOUNDARY): ``keep``
    leaves a match as it is where Inductor would fuse a neighbouring call with it."""
    from passnet.runtime.passes.public import backend as make

    return make(
        *pass_sets,
        inductor=inductor,
        integrity=integrity,
        lowered=lowered,
        matmul_lowering=matmul_lowering,
        fusion_boundary=fusion_boundary,
    )
