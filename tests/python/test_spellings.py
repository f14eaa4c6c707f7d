"""tests/spellings.json, the spelling table the engine's parser is tested against too
(tests/cpp/spellings_test.cc): every run option and backend spec it lists parses here as it says,
or fails with its message word for word. Then what the worker does with the parses: ``pass_dir``
is the engine's to expand, a string is no invocation, the options leave the worker as the same
JSON strings, and a pass backend's integrity layer follows the request's flag, not the
environment."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO_ROOT
from passnet.spec.backend_spec import BackendSpecError, InductorUse, parse_backend_spec
from passnet.spec.options import (
    DEFAULT_INVOCATION,
    DEFAULT_L2,
    DEFAULT_TIMING,
    L2,
    Invocation,
    OptionError,
    StrEnum,
    TimingMethod,
    parse_invocation,
    parse_l2,
    parse_timing,
)

TABLE = json.loads((REPO_ROOT / "tests" / "spellings.json").read_text())
OPTIONS: dict[str, tuple[type[StrEnum], Callable[[str], StrEnum], StrEnum]] = {
    "invocation": (Invocation, parse_invocation, DEFAULT_INVOCATION),
    "timing": (TimingMethod, parse_timing, DEFAULT_TIMING),
    "l2": (L2, parse_l2, DEFAULT_L2),
}
ATTENTION = REPO_ROOT / "examples" / "samples" / "attention_scores"
SCALE_MASK = REPO_ROOT / "examples" / "passes" / "scale_mask"


@pytest.mark.parametrize("option", sorted(OPTIONS))
def test_every_option_spelling_parses_as_the_table_says(option: str) -> None:
    kind, parse, default = OPTIONS[option]
    entry = TABLE[option]
    assert [value.value for value in kind] == entry["valid"]
    for text in entry["valid"]:
        parsed = parse(text)
        assert isinstance(parsed, kind) and parsed.value == text
    assert default is parse(entry["default"])
    for text, message in entry["invalid"].items():
        with pytest.raises(OptionError) as raised:
            parse(text)
        assert str(raised.value) == message


@pytest.mark.parametrize("entry", TABLE["backend"]["valid"], ids=lambda e: e["text"])
def test_every_valid_backend_spec_parses_and_prints_back(entry: dict[str, Any]) -> None:
    spec = parse_backend_spec(entry["text"])
    fields = {
        "kind": spec.kind.value,
        "name": spec.name,
        "path": spec.path,
        "inductor": spec.inductor.value,
        "per_task": spec.per_task,
    }
    assert fields == entry["spec"]
    assert spec.text == entry["text"]


@pytest.mark.parametrize("text", sorted(TABLE["backend"]["invalid"]))
def test_every_invalid_backend_spec_fails_with_the_tables_message(text: str) -> None:
    with pytest.raises(BackendSpecError) as raised:
        parse_backend_spec(text)
    assert str(raised.value) == TABLE["backend"]["invalid"][text]


def test_a_recorded_name_this_version_does_not_read_is_no_backend() -> None:
    """Readers of recorded runs show an older spelling as it is: it is no error there."""
    from passnet.spec.backend_spec import recorded_backend_spec

    assert recorded_backend_spec("passes+lowered:/sets/a") is None
    spec = recorded_backend_spec("passes+inductor:/sets/a")
    assert spec is not None and spec.inductor is InductorUse.LOWERED


def test_options_leave_the_worker_as_plain_strings() -> None:
    from passnet.runtime.worker.server import encode_event

    event = {"invocation": Invocation.CUDAGRAPH, "timing": {"l2": L2.FLUSHED}}
    assert encode_event(event) == '{"invocation":"cudagraph","timing":{"l2":"flushed"}}'


def test_pass_dir_is_the_engines_to_expand() -> None:
    from passnet.runtime.worker.backends import BackendError, resolve_backend

    for name in ("pass_dir", "pass_dir:/suite/passes"):
        with pytest.raises(BackendError, match="only the engine expands it") as raised:
            resolve_backend(name)
        assert "passnet-passes:DIR" in str(raised.value)
    with pytest.raises(BackendError, match="unknown kind 'passes\\+lowered'"):
        resolve_backend("passes+lowered:/sets/a")


def test_a_factory_is_chosen_by_an_invocation_not_by_text() -> None:
    from passnet.runtime.worker.backends import resolve_backend

    eager = resolve_backend("eager")
    assert eager.factory_for(Invocation.DYNAMO) is eager.factory
    with pytest.raises(TypeError, match="takes an Invocation"):
        eager.factory_for("dynamo")  # type: ignore[arg-type]


def test_a_corpus_pass_that_needs_no_invocation_says_which_file(tmp_path: Path) -> None:
    from passnet.integrity.redteam import CorpusError, load_corpus

    good = tmp_path / "good.py"
    good.write_text("# integrity-expect: exploit\n# integrity-needs: cudagraph\n")
    assert load_corpus([good])[0].needs is Invocation.CUDAGRAPH
    bad = tmp_path / "bad.py"
    bad.write_text("# integrity-needs: cudagraphs\n")
    with pytest.raises(CorpusError) as raised:
        load_corpus([bad])
    assert str(raised.value) == (
        f"{bad}: integrity-needs: unknown invocation 'cudagraphs': expected dynamo, direct or "
        "cudagraph"
    )


def test_the_integrity_layer_follows_the_request_not_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A job run without the layer leaves no switch behind, and the next one, which asks for
    it, gets it; a stale PASSNET_INTEGRITY=1 does not turn it back on."""
    import os

    import torch

    from passnet.runtime.passes.backend import INTEGRITY_SWITCH
    from passnet.runtime.worker.request import parse_run_request
    from passnet.runtime.worker.run import run_job

    pytest.importorskip("triton")
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    name = f"passes:{SCALE_MASK}"

    def verdict(integrity: bool) -> Any:
        request = {
            "cmd": "run",
            "id": 1,
            "sample": str(ATTENTION),
            "backends": [name],
            "invocation": "direct",
            "warmup": 1,
            "trials": 2,
            "integrity": integrity,
        }
        result = run_job(parse_run_request(request, torch.device("cpu")))
        outcome = result["backends"][name]
        assert outcome["status"] == "ok", outcome["error"]
        return outcome["integrity"]

    monkeypatch.delenv(INTEGRITY_SWITCH, raising=False)
    assert verdict(integrity=False) is None
    assert INTEGRITY_SWITCH not in os.environ
    assert verdict(integrity=True)["verdict"] == "clean"
    monkeypatch.setenv(INTEGRITY_SWITCH, "1")
    assert verdict(integrity=False) is None


def test_the_users_switch_still_turns_the_layer_off(monkeypatch: pytest.MonkeyPatch) -> None:
    import torch

    from passnet.integrity import guard
    from passnet.runtime.passes.backend import INTEGRITY_SWITCH
    from passnet.runtime.sample import build_inputs, load_model, load_sample_meta
    from passnet.runtime.worker.backends import resolve_backend

    pytest.importorskip("triton")
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    cpu = torch.device("cpu")
    model = load_model(ATTENTION, device=cpu)
    inputs = build_inputs(load_sample_meta(ATTENTION), device=cpu)
    try:
        for switch, integrity, on in (("1", True, True), ("0", True, False), ("1", False, False)):
            monkeypatch.setenv(INTEGRITY_SWITCH, switch)
            factory = resolve_backend(f"passes:{SCALE_MASK}", integrity=integrity).factory
            call = factory(model, inputs, cpu)  # dynamo compiles on the first call: not here
            assert (call.passnet_integrity is not None) is on, (switch, integrity)
    finally:
        guard.activate(None)  # the factory leaves its monitor active, as the worker expects
