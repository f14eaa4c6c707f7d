import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_137: torch.Tensor, L_self_modules_head_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        v_14 = torch.var(x_137, dim=(-1,), keepdim=True)
        add_24 = v_14 + 1e-06
        v_14 = None
        rsqrt_14 = torch.rsqrt(add_24)
        add_24 = None
        x_138 = x_137 * rsqrt_14
        rsqrt_14 = None
        x_139 = x_138 * L_self_modules_head_modules_norm_parameters_weight_
        x_138 = None
        x_140 = x_139.permute(0, 3, 1, 2)
        x_139 = None
        return (x_140,)
