"""A tiny randomly initialised chat model to exercise the fine-tuning recipe where no weights can
be downloaded (issue 34, item 7): a word-level tokenizer trained on the SFT records themselves,
a chat template with ``{% generation %}`` markers (assistant-only loss masks by them) that
renders OpenAI tool calls, and a Llama-shaped model of the size asked for.

    python -m passnet.train.tiny --data SFT.jsonl [SFT.jsonl ...] --out MODEL_DIR
        [--hidden 64] [--layers 2] [--heads 2]

The folder loads with transformers' Auto classes and goes to ``python -m passnet.train.sft
--model``. It learns nothing useful: it exists so that the recipe's loss curve and seconds per
step are measured on real records, on the CPU in CI and once on a GPU.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from passnet.train.sft import DataError, load_records

# Generation markers around the assistant's output are what assistant-only loss masks by.
CHAT_TEMPLATE = (
    "{%- if tools %}<|tools|>{{ tools | tojson }}<|end|>\n{%- endif %}"
    "{%- for message in messages %}"
    "{%- if message['role'] == 'assistant' %}<|assistant|>\n"
    "{% generation %}{{ message['content'] }}"
    "{%- for call in message.get('tool_calls') or [] %}<call>{{ call['function']['name'] }} "
    "{{ call['function']['arguments'] | tojson }}</call>{%- endfor %}<|end|>\n{% endgeneration %}"
    "{%- else %}<|{{ message['role'] }}|>\n{{ message['content'] }}<|end|>\n{%- endif %}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}<|assistant|>\n{%- endif %}"
)

_SPECIALS = ["<pad>", "<s>", "</s>", "<unk>"]


def build(
    corpus: list[str], out: Path, *, hidden: int = 64, layers: int = 2, heads: int = 2
) -> Path:
    """Writes the tokenizer (its vocabulary from ``corpus``) and a random model to ``out``."""
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    if hidden % heads:
        raise ValueError(f"--hidden {hidden} is not a multiple of --heads {heads}")
    tokenizer = Tokenizer(models.WordLevel(unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Punctuation()]
    )
    trainer = trainers.WordLevelTrainer(special_tokens=_SPECIALS)
    tokenizer.train_from_iterator([*corpus, CHAT_TEMPLATE], trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, pad_token="<pad>", bos_token="<s>", eos_token="</s>",
        unk_token="<unk>",
    )  # fmt: skip
    fast.chat_template = CHAT_TEMPLATE
    out.mkdir(parents=True, exist_ok=True)
    fast.save_pretrained(out)
    config = LlamaConfig(
        vocab_size=len(fast), hidden_size=hidden, intermediate_size=2 * hidden,
        num_hidden_layers=layers, num_attention_heads=heads, num_key_value_heads=heads,
        max_position_embeddings=65536, pad_token_id=fast.pad_token_id,
        bos_token_id=fast.bos_token_id, eos_token_id=fast.eos_token_id,
    )  # fmt: skip
    LlamaForCausalLM(config).save_pretrained(out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m passnet.train.tiny", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--data", type=Path, nargs="+", required=True, help="SFT JSONL files")
    parser.add_argument("--out", type=Path, required=True, help="the model folder to write")
    parser.add_argument("--hidden", type=int, default=64, help="hidden size")
    parser.add_argument("--layers", type=int, default=2, help="decoder layers")
    parser.add_argument("--heads", type=int, default=2, help="attention heads")
    args = parser.parse_args(argv)
    try:
        records = load_records(args.data)
        build([json.dumps(record) for record in records], args.out,
              hidden=args.hidden, layers=args.layers, heads=args.heads)  # fmt: skip
    except (DataError, ValueError, OSError) as error:
        print(f"passnet.train.tiny: {error}", file=sys.stderr)
        return 2
    print(f"wrote a {args.layers}-layer model of hidden size {args.hidden} to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
