"""An earlier attempt the model left in its pass folder: computes with torch in its replacement and
imports os. No listed rule imports it, so nothing may load it: importing it raises."""

# ruff: noqa: ANN001, ANN201, ANN202

import os

import torch

raise RuntimeError(f"a module no rule imports was imported (pid {os.getpid()})")


def pattern(x, weight, bias):
    return torch.nn.functional.linear(x, weight, bias)


def replacement_args(x, weight, bias):
    return (x, weight, bias)


@torch.fx.wrap
def fused_linear_bias(x, weight, bias):
    return torch.addmm(bias, x.view(-1, x.shape[-1]), weight.t()).view(*x.shape[:-1], -1)


def replacement_func():
    return fused_linear_bias
