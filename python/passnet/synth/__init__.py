"""passnet synth: writes a pass for a PassBench task by itself, without an LLM.

Synthesis needs torch's op semantics (what each call computes, its shapes and dtypes, how FX
records it and how the two matchers compare it), so it lives in Python beside ``runtime`` and
``integrity``; the engine's ``passnet synth`` hands the command over to ``python -m
passnet.synth`` (docs/synth.md).

The steps, one module each:

* :mod:`~passnet.synth.suite`: a suite's tasks and their subgraph folders;
* :mod:`~passnet.synth.trace`: each subgraph's FX graph with every node's shape and dtype;
* :mod:`~passnet.synth.pattern`: the pattern, written from the task's op sequence, literals
  that differ between its subgraphs turned into parameters;
* :mod:`~passnet.synth.loops`: the elementwise template: pointwise ops, broadcasts, views,
  slices, splits, concatenation and gathers of every computed output, folded into index
  arithmetic over runtime sizes, one Triton kernel launch per call;
* :mod:`~passnet.synth.write`: the pass folder (PassNet's format, self-contained);
* :mod:`~passnet.synth.verify`: each pass matched and checked for correctness on every subgraph
  of its task, under both matchers;
* :mod:`~passnet.synth.cli`: ``python -m passnet.synth`` and ``synth-report.json``.

The passes import nothing from passnet: PassNet's own evaluator runs them.
"""
