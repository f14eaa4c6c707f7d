import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_: torch.nn.parameter.Parameter, x_121: torch.Tensor, input_4: torch.Tensor):
        reshape_8 = L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_.reshape(1, -1, 1, 1)
        x_122 = x_121.mul(reshape_8)
        reshape_8 = None
        x_123 = x_122 + input_4
        x_122 = None
        return (x_123,)
