"""``python -m passnet.runtime.capture``: see :mod:`passnet.runtime.capture.models`."""

import sys

from passnet.runtime.capture.models import main

sys.exit(main())
