import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_: torch.nn.parameter.Parameter, x_53: torch.Tensor, input_4: torch.Tensor):
        reshape_3 = L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_.reshape(1, -1, 1, 1)
        x_54 = x_53.mul(reshape_3)
        reshape_3 = None
        x_55 = x_54 + input_4
        x_54 = None
        return (x_55,)
