"""What the engine and the worker must agree on, spelled once for Python: a run's enumerated
options (:mod:`passnet.spec.options`) and backend specs (:mod:`passnet.spec.backend_spec`).

The C++ engine has one parser of each (``src/passnet/bench/run_option_values.h``,
``backend_spec.h``); ``tests/spellings.json`` is the table both are tested against. Nothing here
imports torch, so that command-line tools which only read names (``passnet-integrity``, the bench
tables) start in a fraction of a second.
"""
