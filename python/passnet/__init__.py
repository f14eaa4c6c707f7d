"""passnet: the Python runtime of the passnet engine (the parts that need torch).

The C++ engine (the ``passnet`` command) parses, hashes, indexes and rewrites GraphNet samples;
this package loads and runs them in torch (:mod:`passnet.runtime`). torch is needed at run time
but is not a pip dependency: install the build that fits the machine separately.
"""

from __future__ import annotations

__all__: list[str] = ["__version__"]

__version__: str = "0.1.0"
