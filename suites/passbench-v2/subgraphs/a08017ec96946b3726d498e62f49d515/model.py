import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_: torch.nn.parameter.Parameter, x_13: torch.Tensor, x_3: torch.Tensor):
        reshape = L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_.reshape(1, -1, 1, 1)
        x_14 = x_13.mul(reshape)
        reshape = None
        x_15 = x_14 + x_3
        x_14 = None
        return (x_15,)
