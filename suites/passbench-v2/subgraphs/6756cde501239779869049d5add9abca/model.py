import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_34: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        x_35 = x_34 * L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_
        x_36 = x_35.permute(0, 3, 1, 2)
        x_35 = None
        return (x_36,)
