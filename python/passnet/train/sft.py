"""Supervised fine-tuning on agent trajectories (issue 34, item 7): TRL's SFTTrainer over
chat-format records, the loss on the assistant's turns alone, fully or with LoRA adapters.

    python -m passnet.train.sft --data SFT.jsonl [SFT.jsonl ...] --model MODEL_DIR --out OUT_DIR
        [--lora] [--epochs 2] [--learning-rate LR] [--batch-size 1] [--grad-accum 8]
        [--max-length 16384] [--max-steps N] [--seed 0]

Records are what ``passnet agent export-sft --format openai`` writes: one JSON object per line
with ``messages`` (OpenAI chat format: assistant ``tool_calls``, ``role: tool`` results) and,
optionally, ``tools``. The model and its tokenizer load from a local folder (nothing is
downloaded); OUT_DIR receives a model folder that transformers loads and an OpenAI-compatible
server (vLLM, SGLang) serves: with ``--lora`` the adapters are merged into the weights first.

Defaults, each overridable: learning rate 1e-5 (full) or 1e-4 (LoRA, rank 16, alpha 32, every
linear layer), cosine schedule with 3% warm-up, 2 epochs, batch 1 with 8 accumulation steps,
bf16 on a GPU that has it, gradient checkpointing on a GPU. Assistant-only loss needs a chat
template with ``{% generation %}`` markers: a tokenizer without them gets TRL's training variant
of its template when TRL knows its family, and an error otherwise.

Why Python: training needs torch, transformers and TRL; the engine only writes the records.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class DataError(ValueError):
    """A record that is not a usable chat example, with FILE:LINE."""


@dataclass
class SftOptions:
    data: list[Path]
    model: Path
    out: Path
    lora: bool = False
    epochs: float = 2.0
    learning_rate: float | None = None
    batch_size: int = 1
    grad_accum: int = 8
    max_length: int = 16384
    max_steps: int = -1
    seed: int = 0
    logging_steps: int = 1


_ROLES = {"system", "user", "assistant", "tool"}


def _chat_message(message: Any, where: str) -> dict[str, Any]:
    """One message as chat templates take it: tool-call arguments as objects, not JSON text."""
    if not isinstance(message, dict) or message.get("role") not in _ROLES:
        raise DataError(f"{where}: a message needs a role among {sorted(_ROLES)}")
    out = dict(message)
    if out.get("content") is None:
        out["content"] = ""
    calls = []
    for call in out.get("tool_calls") or []:
        function = dict(call.get("function") or {})
        arguments = function.get("arguments", {})
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments) if arguments.strip() else {}
            except json.JSONDecodeError as error:
                raise DataError(f"{where}: tool call arguments are not JSON: {error}") from error
        function["arguments"] = arguments
        calls.append({**call, "type": "function", "function": function})
    if calls:
        out["tool_calls"] = calls
    return out


def load_records(paths: list[Path]) -> list[dict[str, Any]]:
    """Every record of the JSONL files, checked: messages with known roles and at least one
    assistant turn (the loss has nothing else to learn from)."""
    records: list[dict[str, Any]] = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                raise DataError(f"{where}: not JSON: {error.msg}") from error
            messages = record.get("messages") if isinstance(record, dict) else None
            if not isinstance(messages, list) or not messages:
                raise DataError(f"{where}: a record needs a non-empty `messages` list")
            chat = [_chat_message(m, where) for m in messages]
            if not any(m["role"] == "assistant" for m in chat):
                raise DataError(f"{where}: no assistant turn to learn from")
            example: dict[str, Any] = {"messages": chat}
            if record.get("tools"):
                example["tools"] = record["tools"]
            records.append(example)
    if not records:
        raise DataError("no records in " + ", ".join(map(str, paths)))
    return records


def _training_template(tokenizer: Any) -> None:
    """Gives the tokenizer a chat template with generation markers, or says why it cannot."""
    from trl.chat_template_utils import get_training_chat_template, has_generation_markers

    template = getattr(tokenizer, "chat_template", None)
    if not template:
        raise DataError("the tokenizer has no chat template: assistant-only loss needs one")
    if has_generation_markers(template):
        return
    patched = get_training_chat_template(tokenizer)
    if patched is None or not has_generation_markers(patched):
        raise DataError(
            "the tokenizer's chat template has no {% generation %} markers and TRL has no "
            "training variant of it: add the markers around the assistant's output"
        )
    tokenizer.chat_template = patched


def train(options: SftOptions) -> dict[str, Any]:
    """Fine-tunes and saves; returns the run's summary (losses, steps, where the model went)."""
    import torch
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl import SFTConfig, SFTTrainer

    records = load_records(options.data)
    tokenizer = AutoTokenizer.from_pretrained(options.model, local_files_only=True)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    _training_template(tokenizer)
    cuda = torch.cuda.is_available()
    bf16 = cuda and torch.cuda.is_bf16_supported()
    model = AutoModelForCausalLM.from_pretrained(
        options.model, local_files_only=True, dtype=torch.bfloat16 if bf16 else torch.float32
    )
    peft_config = None
    if options.lora:
        from peft import LoraConfig

        peft_config = LoraConfig(
            r=16,
            lora_alpha=32,
            lora_dropout=0.05,
            target_modules="all-linear",
            task_type="CAUSAL_LM",
        )
    learning_rate = options.learning_rate or (1e-4 if options.lora else 1e-5)
    checkpoints = options.out / "checkpoints"
    config = SFTConfig(
        output_dir=str(checkpoints),
        assistant_only_loss=True,
        learning_rate=learning_rate,
        lr_scheduler_type="cosine",
        warmup_steps=0.03,  # a fraction of the steps
        num_train_epochs=options.epochs,
        max_steps=options.max_steps,
        per_device_train_batch_size=options.batch_size,
        gradient_accumulation_steps=options.grad_accum,
        max_length=options.max_length,
        bf16=bf16,
        logging_steps=options.logging_steps,
        save_strategy="no",
        report_to=[],
        seed=options.seed,
        use_cpu=not cuda,
    )
    # transformers 5 renamed gradient checkpointing; older releases know only the old name.
    checkpointing = "activation_checkpointing"
    if checkpointing not in SFTConfig.__dataclass_fields__:
        checkpointing = "gradient_checkpointing"
    setattr(config, checkpointing, cuda)
    trainer = SFTTrainer(
        model=model,
        args=config,
        train_dataset=Dataset.from_list(records),
        processing_class=tokenizer,
        peft_config=peft_config,
    )
    result = trainer.train()
    losses = [entry["loss"] for entry in trainer.state.log_history if "loss" in entry]
    trained = trainer.model
    if options.lora:
        trained = trained.merge_and_unload()  # a plain model folder servers load as is
    options.out.mkdir(parents=True, exist_ok=True)
    trained.save_pretrained(options.out)
    tokenizer.save_pretrained(options.out)
    summary = {
        "records": len(records),
        "steps": trainer.state.global_step,
        "losses": losses,
        "train_loss": result.training_loss,
        "train_seconds": result.metrics.get("train_runtime"),
        "seconds_per_step": result.metrics.get("train_runtime", 0.0)
        / max(trainer.state.global_step, 1),
        "device": torch.cuda.get_device_name() if cuda else "cpu",
        "learning_rate": learning_rate,
        "lora": options.lora,
        "model": str(options.out),
    }
    (options.out / "train_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m passnet.train.sft", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--data", type=Path, nargs="+", required=True, help="SFT JSONL files")
    parser.add_argument("--model", type=Path, required=True, help="local model folder")
    parser.add_argument("--out", type=Path, required=True, help="where the trained model goes")
    parser.add_argument("--lora", action="store_true", help="train LoRA adapters, merged on save")
    parser.add_argument("--epochs", type=float, default=2.0)
    parser.add_argument("--learning-rate", type=float, help="default 1e-5, or 1e-4 with --lora")
    parser.add_argument("--batch-size", type=int, default=1, help="per device")
    parser.add_argument("--grad-accum", type=int, default=8, help="gradient accumulation steps")
    parser.add_argument("--max-length", type=int, default=16384, help="tokens per record")
    parser.add_argument("--max-steps", type=int, default=-1, help="stop after N optimiser steps")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    options = SftOptions(
        data=args.data,
        model=args.model,
        out=args.out,
        lora=args.lora,
        epochs=args.epochs,
        learning_rate=args.learning_rate,
        batch_size=args.batch_size,
        grad_accum=args.grad_accum,
        max_length=args.max_length,
        max_steps=args.max_steps,
        seed=args.seed,
    )
    try:
        summary = train(options)
    except DataError as error:
        print(f"passnet.train.sft: {error}", file=sys.stderr)
        return 2
    first, last = summary["losses"][0], summary["losses"][-1]
    change = "n/a" if not math.isfinite(first) or first == 0 else f"{last / first:.2f}x"
    print(f"sft: {summary['records']} records, {summary['steps']} steps, loss {first:.3f} -> "
          f"{last:.3f} ({change}); model in {summary['model']}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
