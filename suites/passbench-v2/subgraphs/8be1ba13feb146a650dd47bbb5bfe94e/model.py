import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_4: torch.Tensor, x_10: torch.Tensor, L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        x_11 = x_4 + x_10
        x_12 = torch.nn.functional.layer_norm(x_11, (1024,), L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_, L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_, 1e-05)
        return (x_12, x_11)
