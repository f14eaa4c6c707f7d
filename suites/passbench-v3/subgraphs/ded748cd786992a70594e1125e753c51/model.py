import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_4: torch.Tensor, mul_4: torch.Tensor, L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        x_10 = x_4 + mul_4
        x_11 = torch.nn.functional.layer_norm(x_10, (384,), L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_, L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_, 1e-06)
        return (x_11, x_10)
