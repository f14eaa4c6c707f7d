import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_61: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        v_7 = torch.var(x_61, dim=(-1,), keepdim=True)
        add_11 = v_7 + 1e-06
        v_7 = None
        rsqrt_7 = torch.rsqrt(add_11)
        add_11 = None
        x_62 = x_61 * rsqrt_7
        rsqrt_7 = None
        x_63 = x_62 * L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_
        x_62 = None
        x_64 = x_63.permute(0, 3, 1, 2)
        x_63 = None
        return (x_64,)
