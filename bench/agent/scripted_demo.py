"""Writes the scripted policy's demo script for `eval_steps_device.sh` (POLICY=scripted): ten
fixed turns that any task gets alike, so that a run over many tasks measures the loop and the
evaluator on the paths a model takes, not a model's choices. The turns: view the empty pass
folder; write the worked example pass (a scale, mask and softmax fusion, which matches only tasks
of that family; elsewhere the evaluator says why nothing matched); evaluate; change its launch
(more warps); evaluate; try to write outside the pass folder (refused); add a pass that patches
the timer (an exploit from the red-team corpus: flagged, fed back, never kept); evaluate; undo
both edits (the file goes); evaluate.

    python3 bench/agent/scripted_demo.py OUT_DIR

writes OUT_DIR/script.json and OUT_DIR/scripted-policy.json.
"""

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "passes" / "attention_softmax" / "FuseScaleMaskSoftmax.py"
EXPLOIT = REPO / "tests" / "integrity" / "corpus" / "exploits" / "49_patch_synchronize.py"
RULES = "sorted_output_pass_rule_names.json"
LISTED = '["FuseScaleMaskSoftmax"]'
WITH_EXPLOIT = '["FuseScaleMaskSoftmax", "SkipSync"]'


def editor(**arguments: str) -> dict:
    return {"name": "file_editor", "arguments": arguments}


EVALUATE = {"tool_calls": [{"name": "pass_evaluator", "arguments": {}}]}


def script() -> list[dict]:
    example = EXAMPLE.read_text()
    launch = "        BLOCK=triton.next_power_of_2(cols),\n"
    if launch not in example:
        raise SystemExit(f"{EXAMPLE}: the launch line this script edits is gone: {launch!r}")
    return [
        {
            "content": "Looking at the pass folder.",
            "tool_calls": [editor(command="view", path=".")],
        },
        {
            "content": "Writing a fused scale, mask and softmax pass.",
            "tool_calls": [
                editor(command="create", path="FuseScaleMaskSoftmax.py", file_text=example),
                editor(command="create", path=RULES, file_text=LISTED + "\n"),
            ],
        },
        EVALUATE,
        {
            "content": "More warps per row.",
            "tool_calls": [
                editor(
                    command="str_replace",
                    path="FuseScaleMaskSoftmax.py",
                    old_str=launch,
                    new_str=launch + "        num_warps=8,\n",
                )
            ],
        },
        EVALUATE,
        {
            "content": "Keeping a copy next to the folder.",
            "tool_calls": [editor(command="create", path="../copy.py", file_text=example)],
        },
        {
            "content": "Trying a pass that skips the synchronisation.",
            "tool_calls": [
                editor(command="create", path="SkipSync.py", file_text=EXPLOIT.read_text()),
                editor(command="str_replace", path=RULES, old_str=LISTED, new_str=WITH_EXPLOIT),
            ],
        },
        EVALUATE,
        {
            "content": "Back to the honest pass.",
            "tool_calls": [
                editor(command="undo_edit", path=RULES),
                editor(command="undo_edit", path="SkipSync.py"),
            ],
        },
        EVALUATE,
    ]


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    (out / "script.json").write_text(json.dumps(script(), indent=1) + "\n")
    (out / "scripted-policy.json").write_text(
        json.dumps({"kind": "scripted", "script": str(out / "script.json")}) + "\n"
    )


if __name__ == "__main__":
    main()
