"""Getting graphs: capturing models as GraphNet samples (:mod:`~.models`, also ``python -m
passnet.runtime.capture``), and the shape and value annotation of samples that mining reads
(:mod:`~.annotate`, with :mod:`~.forward_lowering` for ``forward`` bodies that do not trace)."""
