"""``python -m passnet.synth``: see :mod:`passnet.synth.cli`."""

import sys

from passnet.synth.cli import main

sys.exit(main())
