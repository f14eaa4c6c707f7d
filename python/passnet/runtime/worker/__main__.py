"""``python -m passnet.runtime.worker``: see :mod:`passnet.runtime.worker`."""

import sys

from passnet.runtime.worker.server import main

sys.exit(main())
