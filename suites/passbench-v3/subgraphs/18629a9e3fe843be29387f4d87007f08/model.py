import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_3: torch.Tensor, mul_4: torch.Tensor, L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        x_9 = x_3 + mul_4
        x_10 = torch.nn.functional.layer_norm(x_9, (1024,), L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_, L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_, 1e-06)
        return (x_10, x_9)
