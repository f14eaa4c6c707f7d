"""A rule whose replacement lives in a helper module of its folder, imported relatively
(``from .kernels import ...``), as about a fifth of the leaderboard's pass folders share code; the
helper reads a constant of the package's ``__init__.py`` (``from . import KERNEL_BLOCK``). Both
are judged in full and loaded; nothing else of the folder is.
"""
# integrity-expect: honest

# ruff: noqa: ANN001, ANN201, ANN202

from .kernels import scale_add_mask


def pattern(scores, mask):
    scaled = scores * 0.125
    return scaled + mask


def replacement_args(scores, mask):
    return (scores, mask)


def replacement_func():
    return scale_add_mask
