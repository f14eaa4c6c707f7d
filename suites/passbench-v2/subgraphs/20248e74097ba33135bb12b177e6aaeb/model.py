import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_113: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        v_12 = torch.var(x_113, dim=(-1,), keepdim=True)
        add_20 = v_12 + 1e-06
        v_12 = None
        rsqrt_12 = torch.rsqrt(add_20)
        add_20 = None
        x_114 = x_113 * rsqrt_12
        rsqrt_12 = None
        x_115 = x_114 * L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_
        x_114 = None
        x_116 = x_115.permute(0, 3, 1, 2)
        x_115 = None
        return (x_116,)
