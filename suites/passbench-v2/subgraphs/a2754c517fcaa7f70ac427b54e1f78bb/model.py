import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_: torch.nn.parameter.Parameter, x_69: torch.Tensor, input_3: torch.Tensor):
        reshape_4 = L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_.reshape(1, -1, 1, 1)
        x_70 = x_69.mul(reshape_4)
        reshape_4 = None
        x_71 = x_70 + input_3
        x_70 = None
        return (x_71,)
