import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_blocks_modules_1_parameters_gamma_1_: torch.nn.parameter.Parameter, x_21: torch.Tensor, x_16: torch.Tensor, L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        mul_10 = L_self_modules_blocks_modules_1_parameters_gamma_1_ * x_21
        x_22 = x_16 + mul_10
        mul_10 = None
        x_23 = torch.nn.functional.layer_norm(x_22, (1024,), L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_, L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_, 1e-06)
        return (x_23, x_22)
