import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_126: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        x_127 = x_126 * L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_weight_
        x_128 = x_127.permute(0, 3, 1, 2)
        x_127 = None
        return (x_128,)
