from torch.nn import functional as F
import torch.nn.functional
from torch import (
    float32,
    device,
)
import builtins


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_fc_parameters_weight_: torch.nn.parameter.Parameter, x):
        w = L_self_modules_fc_parameters_weight_
        p = self.layer.weight
        q = self.buf
        y = F.linear(x, w, p)
        y2 = torch.nn.functional.gelu(y, approximate='tanh')
        y3 = y2.transpose(-2, -1).float()
        t = y3.dtype
        z = y3.to(float32)
        n = builtins.len(z)
        u = x.size()
        v = (u[0] * 2, u[1])
        r = torch._C._nn.scaled_dot_product_attention(z, z, z, dropout_p=0.0, is_causal=True, scale=None)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        x = y = r.clone()
        return {"out": x, "extra": [n, v, q, t, y]}
