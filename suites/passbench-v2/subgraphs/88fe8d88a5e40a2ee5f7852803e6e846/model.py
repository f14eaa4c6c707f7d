import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_stages_modules_1_modules_blocks_modules_0_parameters_gamma_: torch.nn.parameter.Parameter, x_41: torch.Tensor, input_2: torch.Tensor):
        reshape_2 = L_self_modules_stages_modules_1_modules_blocks_modules_0_parameters_gamma_.reshape(1, -1, 1, 1)
        x_42 = x_41.mul(reshape_2)
        reshape_2 = None
        x_43 = x_42 + input_2
        x_42 = None
        return (x_43,)
