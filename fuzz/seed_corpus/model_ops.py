import torch
import operator


class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", a: torch.Tensor, b: torch.Tensor):
        c = a + b * 2 - (a / 3.5) // 2 % 7
        d = -c ** 2
        e = ~(a & b | a ^ b) << 1 >> 2
        f = a @ b
        g = a < b
        h = a is not None
        i = not g
        j = 2 in (1, 2, 3)
        k = operator.getitem(f, 0)
        c += d
        c *= 0.5
        e -= 1
        m, n = torch.split(k, [1, 2], 1)
        return (c, e, f, g, h, i, j, m, n)
