"""Model zoos as capture specs: which models a zoo holds, and each one built from its default
configuration with random weights (no download) and inputs for one call.

Specs (``ZOO:NAME``):

* ``torchvision:NAME``: ``torchvision.models.get_model(NAME, weights=None)``; classification and
  segmentation models get an image batch ``x``, detection models a list of images.
* ``timm:NAME``: ``timm.create_model(NAME, pretrained=False)`` and an image batch of the model's
  default input size.
* ``transformers:CLASS``: ``CLASS(CLASS.config_class())``; inputs by what ``forward`` takes:
  token ids (with an attention mask, decoder ids, pixels for a vision part and boxes for a
  document model where it takes them), else pixel values of the config's image size, else audio
  (``input_values``, ``input_features``), else hidden states (``inputs_embeds``,
  ``query_embeds``). Where the signature leaves the layout open (a waveform, a codec's
  channels-first waveform or an AST spectrogram; boxes on LayoutLM's integer grid or Bros's unit
  square; one image, a video clip of the config's frames or a keypoint matcher's pair; text
  alone or with pixels), each layout is tried in an eager call and the first that runs is
  captured. Encoder-decoders also get decoder tokens, whatever their encoder takes.
* ``module:function``: a function returning ``(model, kwargs)``.

:func:`zoo_specs` lists what a zoo holds: torchvision's classification, detection and
segmentation models; timm's default member of every family (the first model of each of its
modules); transformers' base model classes (``MODEL_MAPPING_NAMES``).
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any

import torch

__all__ = ["ZOOS", "ZooError", "build_zoo_model", "zoo_specs"]

ZOOS = ("torchvision", "timm", "transformers")

_TORCHVISION_TASKS = ("", "detection", "segmentation")


class ZooError(Exception):
    """A spec that names no model, or a model that cannot be built with inputs."""


def _import(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError as error:
        raise ZooError(f"{name} is not installed") from error


def zoo_specs(zoo: str) -> list[str]:
    """Every spec of ``zoo`` (one of :data:`ZOOS`), sorted."""
    if zoo == "torchvision":
        models = _import("torchvision.models")
        names: set[str] = set()
        for task in _TORCHVISION_TASKS:
            module = getattr(models, task) if task else models
            names.update(models.list_models(module=module))
        return sorted(f"torchvision:{name}" for name in names)
    if zoo == "timm":
        timm = _import("timm")
        defaults = set()
        for module in timm.list_modules():
            members = timm.list_models(module=module)
            if members:
                defaults.add(members[0])
        return sorted(f"timm:{name}" for name in defaults)
    if zoo == "transformers":
        modeling_auto = _import("transformers.models.auto.modeling_auto")
        classes: set[str] = set()
        for value in modeling_auto.MODEL_MAPPING_NAMES.values():
            classes.update([value] if isinstance(value, str) else value)
        return sorted(f"transformers:{name}" for name in classes)
    raise ZooError(f"unknown zoo {zoo!r}: expected one of {', '.join(ZOOS)}")


def _images(batch: int, channels: int, height: int, width: int, generator: Any) -> torch.Tensor:
    return torch.randn(batch, channels, height, width, generator=generator)


def _first_argument(model: Any) -> str:
    """The name of ``forward``'s first parameter: most vision models call it ``x``, but not all
    (torchvision's LRASPP takes ``input``)."""
    return next(iter(inspect.signature(model.forward).parameters), "x")


def _torchvision(name: str, batch: int, image: int, generator: Any) -> tuple[Any, dict, str]:
    models = _import("torchvision.models")
    try:  # detection and segmentation builders would download a pretrained backbone
        model = models.get_model(name, weights=None, weights_backbone=None).eval()
    except TypeError:
        model = models.get_model(name, weights=None).eval()
    images = _images(batch, 3, image, image, generator)
    if name in models.list_models(module=models.detection):
        return model, {"images": list(images)}, "computer_vision"
    return model, {_first_argument(model): images}, "computer_vision"


def _timm(name: str, batch: int, generator: Any) -> tuple[Any, dict, str]:
    timm = _import("timm")
    model = timm.create_model(name, pretrained=False).eval()
    channels, height, width = model.pretrained_cfg.get("input_size", (3, 224, 224))
    images = _images(batch, channels, height, width, generator)
    return model, {_first_argument(model): images}, "computer_vision"


def _sides(value: Any, default: int) -> tuple[int, int]:
    """(height, width) of a config's image_size: one side, or a pair (MGP-STR's [32, 128])."""
    if isinstance(value, (list, tuple)):
        if not value:
            return default, default
        return int(value[0]), int(value[-1])
    return (int(value), int(value)) if value else (default, default)


def _pixels(config: Any, batch: int, generator: Any) -> torch.Tensor:
    vision = getattr(config, "vision_config", None) or config
    height, width = _sides(getattr(vision, "image_size", None), 224)
    channels = int(getattr(vision, "num_channels", 3) or 3)
    return _images(batch, channels, height, width, generator)


def _transformers(
    name: str, batch: int, seq: int, generator: Any, max_params: float, device: str
) -> tuple[Any, dict, str]:
    transformers = _import("transformers")
    model_class = getattr(transformers, name, None)
    config_class = getattr(model_class, "config_class", None)
    if model_class is None or config_class is None:
        raise ZooError(f"transformers has no model class {name!r} with a config class")
    config = config_class()
    if max_params:
        # A default config can describe billions of parameters: count them without memory.
        with torch.device("meta"):
            params = sum(p.numel() for p in model_class(config).parameters())
        if params > max_params:
            raise ZooError(
                f"default config has {params / 1e9:.1f}B parameters (limit {max_params / 1e9:.1f}B)"
            )
    model = model_class(config).eval()
    candidates = _transformers_inputs(model, config, batch, seq, generator)
    if not candidates:
        raise ZooError(
            f"{name}.forward takes none of input_ids, pixel_values, input_values, "
            "input_features, inputs_embeds, query_embeds"
        )
    if len(candidates) == 1:
        return model, *candidates[0]
    # Where the signature leaves the layout open (raw audio or a spectrogram, integer or
    # normalised boxes), the first layout a plain eager call accepts is the one captured.
    model = model.to(device)
    failures = []
    for kwargs, tag in candidates:
        try:
            with torch.no_grad():
                model(**{key: _on(value, device) for key, value in kwargs.items()})
        except Exception as error:  # the model's own complaint about this layout
            layout = ", ".join(f"{key} {list(value.shape)}" for key, value in kwargs.items())
            failures.append(f"{layout}: {type(error).__name__}: {str(error)[:160]}")
            continue
        return model, kwargs, tag
    raise ZooError(f"no input layout ran {name}: " + "; ".join(failures))


def _on(value: Any, device: str) -> Any:
    return value.to(device) if isinstance(value, torch.Tensor) else value


def _boxes(batch: int, seq: int, generator: Any) -> torch.Tensor:
    """(x0, y0, x1, y1) boxes on a 0-1000 grid, each corner after its opposite."""
    corners = torch.randint(0, 1000, (batch, seq, 2, 2), generator=generator)
    return corners.sort(dim=2).values.reshape(batch, seq, 4)


def _transformers_inputs(
    model: Any, config: Any, batch: int, seq: int, generator: Any
) -> list[tuple[dict[str, Any], str]]:
    """The input layouts ``model.forward`` may take, most likely first, each with its tag."""
    parameters = inspect.signature(model.forward).parameters
    accepted = set(parameters)
    required = {name for name, p in parameters.items() if p.default is inspect.Parameter.empty}
    text = getattr(config, "text_config", None) or config
    positions = getattr(text, "max_position_embeddings", None)
    seq = min(seq, int(positions)) if isinstance(positions, int) and positions > 0 else seq
    vocab = int(getattr(text, "vocab_size", 0) or getattr(config, "vocab_size", 0) or 1000)
    ids = torch.randint(0, vocab, (batch, seq), generator=generator)
    # Encoder-decoders (T5, Whisper, Moonshine) need the decoder's tokens beside the encoder's
    # input, whatever that is.
    decoder = {}
    if "decoder_input_ids" in accepted and getattr(config, "is_encoder_decoder", False):
        decoder = {"decoder_input_ids": ids[:, : min(seq, 64)]}
    if "input_ids" in accepted:
        return _text_layouts(config, accepted, required, ids, decoder, batch, generator)
    if "pixel_values" in accepted:
        return [
            ({"pixel_values": pixels}, "cv") for pixels in _pixel_layouts(config, batch, generator)
        ]
    if "input_values" in accepted:
        return [
            ({"input_values": v, **decoder}, "audio")
            for v in _audio_layouts(config, batch, generator)
        ]
    if "input_features" in accepted:
        bins = int(getattr(config, "num_mel_bins", 80) or 80)
        features = torch.randn(batch, bins, 3000, generator=generator)
        return [({"input_features": features, **decoder}, "audio")]
    for name in ("inputs_embeds", "query_embeds"):  # models fed by another model's states
        hidden = getattr(config, "hidden_size", None)
        if name in accepted and isinstance(hidden, int):
            states = torch.randn(batch, seq, hidden, generator=generator)
            return [({name: states}, "nlp")]
    return []


def _text_layouts(
    config: Any,
    accepted: set[str],
    required: set[str],
    ids: torch.Tensor,
    decoder: dict[str, Any],
    batch: int,
    generator: Any,
) -> list[tuple[dict[str, Any], str]]:
    kwargs: dict[str, Any] = {"input_ids": ids, **decoder}
    if "attention_mask" in accepted:
        kwargs["attention_mask"] = torch.ones_like(ids)
    layouts = [kwargs]
    if "pixel_values" in accepted:
        # Dual encoders (CLIP-like) take both: their configs have a vision part, or (grounding
        # detectors) the signature demands pixels; ViLT-like ones only say so when called.
        with_pixels = {**kwargs, "pixel_values": _pixels(config, batch, generator)}
        vision = getattr(config, "vision_config", None) is not None
        layouts = [with_pixels] if vision or "pixel_values" in required else [kwargs, with_pixels]
    if "bbox" in accepted:  # document models: LayoutLM's integer grid, Bros's unit square
        boxes = _boxes(batch, ids.shape[1], generator)
        layouts = [{**k, "bbox": b} for k in layouts for b in (boxes, boxes / 1000)]
    return [(layout, "nlp") for layout in layouts]


def _pixel_layouts(config: Any, batch: int, generator: Any) -> list[torch.Tensor]:
    """One image; a clip of the config's frames (video models); an image pair (keypoint
    matchers): (batch, [frames,] channels, height, width)."""
    pixels = _pixels(config, batch, generator)
    layouts = [pixels]
    vision = getattr(config, "vision_config", None) or config
    frames = getattr(vision, "num_frames", None)
    if isinstance(frames, int) and frames > 0:
        layouts.append(torch.stack([_pixels(config, batch, generator) for _ in range(frames)], 1))
    layouts.append(torch.stack([pixels, _pixels(config, batch, generator)], dim=1))
    return layouts


def _audio_layouts(config: Any, batch: int, generator: Any) -> list[torch.Tensor]:
    """A spectrogram where the config describes one (AST), a waveform, a codec's
    channels-first waveform."""
    layouts = []
    bins, frames = getattr(config, "num_mel_bins", None), getattr(config, "max_length", None)
    if isinstance(bins, int) and isinstance(frames, int):
        layouts.append(torch.randn(batch, frames, bins, generator=generator))
    layouts.append(torch.randn(batch, 16000, generator=generator))
    channels = int(getattr(config, "audio_channels", 1) or 1)
    layouts.append(torch.randn(batch, channels, 16000, generator=generator))
    return layouts


def build_zoo_model(
    spec: str,
    *,
    batch: int = 1,
    image: int = 224,
    seq: int = 128,
    seed: int = 0,
    max_params: float = 0,
    device: str = "cpu",
) -> tuple[torch.nn.Module, dict[str, Any], str]:
    """``(model, kwargs, heuristic tag)`` for a spec (see the module docs); ``max_params``
    (transformers, 0: none) refuses default configs larger than that many parameters;
    ``device`` runs the calls that pick between input layouts (the inputs stay on the CPU)."""
    zoo, _, name = spec.partition(":")
    if not name:
        raise ZooError(f"{spec!r}: expected ZOO:NAME ({', '.join(ZOOS)}) or module:function")
    generator = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    if zoo == "torchvision":
        return _torchvision(name, batch, image, generator)
    if zoo == "timm":
        return _timm(name, batch, generator)
    if zoo == "transformers":
        return _transformers(name, batch, seq, generator, max_params, device)
    module = importlib.import_module(zoo)
    factory = getattr(module, name, None)
    if not callable(factory):
        raise ZooError(f"{zoo} has no function {name!r}")
    model, kwargs = factory()
    return model, dict(kwargs), ""
