"""``python -m passnet.runtime.worker``: see :mod:`passnet.runtime.worker`.

The sandbox (:mod:`passnet.integrity.sandbox`) is entered first, before torch is imported:
``PASSNET_SANDBOX=0`` in the environment leaves it out (debugging; every verdict then says so).
"""

import os
import sys

from passnet.integrity import sandbox


def _device(argv: list[str]) -> str:
    for index, word in enumerate(argv):
        if word == "--device" and index + 1 < len(argv):
            return argv[index + 1]
        if word.startswith("--device="):
            return word.split("=", 1)[1]
    return "cpu"


# Without a GPU, pass kernels run in Triton's interpreter. Triton decides per kernel when it is
# decorated, its own library functions (tl.max, tl.sum, ...) included, and those are decorated
# when triton is first imported: the choice must be made before anything imports it.
if _device(sys.argv[1:]) == "cpu":
    os.environ.setdefault("TRITON_INTERPRET", "1")

if os.environ.get("PASSNET_SANDBOX", "1") == "0":
    sandbox.skipped("PASSNET_SANDBOX=0: the worker runs without the sandbox")
else:
    sandbox.enter(_device(sys.argv[1:]))

from passnet.runtime.worker.server import main  # noqa: E402  (after the sandbox, on purpose)

sys.exit(main())
