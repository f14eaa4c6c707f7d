# -*- coding: utf-8 -*-
"""Docstring with 'quotes' and \"escapes\"."""
import torch
import math


class GraphModule(torch.nn.Module):
    """Class docstring."""

    def forward(self, x):
        a = torch.full([2], float("inf"))
        b = torch.clamp(x, min=-math.inf, max=1e308)
        c = torch.add(x, 0x1F, alpha=0b101)
        d = torch.mul(x, 1_000_000)
        e = torch.div(x, 123456789012345678901234567890)
        f = x.masked_fill(x > 0.5, -3.4028234663852886e+38)
        g = torch.tensor([True, False, None, ..., 1e-07, -0.0, .5])
        h = x.new_full((1,), 3, dtype=torch.bool)
        i = torch.einsum('bhqd,bhkd->bhqk', x, x)
        j = torch.ops.aten.sym_size.int(x, 0)
        k = x.type('torch.FloatTensor')
        l = torch.tensor({'a': 1, "b": [2, 3]})
        return (a, b, c, d, e, f, g, h, i, j, k, l)
