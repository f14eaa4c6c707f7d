"""The fine-tuning recipe on CPU (issue 34, item 7): a tiny randomly initialised Llama-shaped
model and a tokenizer built here (no weights can be downloaded), trained on agent-shaped
records; the loss goes down, only assistant tokens carry labels, and the saved folder loads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("trl")
pytest.importorskip("peft")

from passnet.train.sft import DataError, SftOptions, load_records, train
from passnet.train.tiny import CHAT_TEMPLATE, build


def _records(count: int) -> list[dict[str, Any]]:
    out = []
    tools = [{"type": "function", "function": {"name": "file_editor", "parameters": {}}}]
    for i in range(count):
        op = ["add", "mul", "relu", "gelu"][i % 4]
        arguments = json.dumps({"command": "create", "path": f"{op}.py"})
        call = {"id": f"c{i}", "type": "function",
                "function": {"name": "file_editor", "arguments": arguments}}  # fmt: skip
        messages = [
            {"role": "system", "content": "You write passes."},
            {"role": "user", "content": f"Task {i}: fuse {op} after matmul."},
            {"role": "assistant", "content": "", "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"c{i}", "content": f"Created {op}.py."},
            {"role": "assistant", "content": f"The {op} pass is written."},
        ]
        out.append({"messages": messages, "tools": tools})
    return out


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    corpus = [json.dumps(r) for r in _records(8)]
    return build(corpus, tmp_path_factory.mktemp("tiny-model"), hidden=32, layers=2, heads=2)


def _write(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


@pytest.mark.parametrize("lora", [False, True])
def test_the_loss_goes_down_and_the_model_loads(
    tiny_model: Path, tmp_path: Path, lora: bool
) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    data = _write(tmp_path / "sft.jsonl", _records(16))
    out = tmp_path / "trained"
    summary = train(
        SftOptions(data=[data], model=tiny_model, out=out, lora=lora,
                   learning_rate=3e-2 if lora else 3e-3,
                   grad_accum=1, batch_size=4, max_steps=30, max_length=512)
    )  # fmt: skip
    losses = summary["losses"]
    assert len(losses) == 30
    assert summary["seconds_per_step"] > 0 and summary["device"] == "cpu"
    first, last = sum(losses[:5]) / 5, sum(losses[-5:]) / 5
    # Adapters on a random two-layer model leave its embeddings and output layer as they are, so
    # they move the loss less in 30 steps than training every weight does.
    assert last < (0.99 if lora else 0.7) * first, losses
    model = AutoModelForCausalLM.from_pretrained(out, local_files_only=True)
    base = AutoModelForCausalLM.from_pretrained(tiny_model, local_files_only=True)
    assert not any("lora" in name for name, _ in model.named_parameters())  # merged
    changed = [
        name
        for (name, weight), (_, before) in zip(
            model.named_parameters(), base.named_parameters(), strict=True
        )
        if not weight.detach().equal(before.detach())
    ]
    assert any("q_proj" in name for name in changed), changed  # the adapters are in the weights
    assert AutoTokenizer.from_pretrained(out).chat_template == CHAT_TEMPLATE


def test_only_the_assistant_turns_carry_labels(tiny_model: Path) -> None:
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    record = load_records([_write(Path(tiny_model) / "one.jsonl", _records(1))])[0]
    out = tokenizer.apply_chat_template(
        record["messages"], tools=record["tools"], tokenize=True, return_dict=True,
        return_assistant_tokens_mask=True,
    )  # fmt: skip
    mask = out["assistant_masks"]
    text = tokenizer.decode([t for t, m in zip(out["input_ids"], mask, strict=True) if m])
    assert "written" in text and "editor" in text and "create" in text
    assert "Task" not in text and "Created" not in text and "passes" not in text


def test_bad_records_say_where(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"messages": [{"role": "user", "content": "hi"}]}\n')
    with pytest.raises(DataError, match=r"bad.jsonl:1: no assistant turn"):
        load_records([bad])
    bad.write_text('{"messages": [{"role": "user", "content": "hi"}]}\n{oops\n')
    with pytest.raises(DataError, match=r"bad.jsonl:1: no assistant turn"):
        load_records([bad])
    bad.write_text(
        '{"messages": [{"role": "assistant", "tool_calls": [{"function": {"name": "e", '
        '"arguments": "{broken"}}]}]}\n'
    )
    with pytest.raises(DataError, match=r"bad.jsonl:1: tool call arguments are not JSON"):
        load_records([bad])


def test_the_tiny_model_command(tmp_path: Path) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from passnet.train import tiny

    data = _write(tmp_path / "sft.jsonl", _records(4))
    out = tmp_path / "model"
    assert (
        tiny.main(["--data", str(data), "--out", str(out), "--hidden", "48", "--heads", "3"]) == 0
    )
    model = AutoModelForCausalLM.from_pretrained(out, local_files_only=True)
    assert model.config.hidden_size == 48 and model.config.num_attention_heads == 3
    tokenizer = AutoTokenizer.from_pretrained(out)
    assert tokenizer.convert_tokens_to_ids("editor") != tokenizer.unk_token_id
    bad = _write(tmp_path / "bad.jsonl", [{"messages": [{"role": "user", "content": "x"}]}])
    assert tiny.main(["--data", str(bad), "--out", str(tmp_path / "no")]) == 2
    assert not (tmp_path / "no").exists()
