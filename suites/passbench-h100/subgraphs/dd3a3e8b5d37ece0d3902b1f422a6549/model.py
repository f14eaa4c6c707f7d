import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_15: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, x_8: torch.Tensor):
        input_16 = torch.conv2d(input_15, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_10 = x_8 + input_16
        input_16 = None
        split_4 = torch.functional.split(x_10, [96, 288], dim=1)
        x1_8 = split_4[0]
        x2_4 = split_4[1]
        split_4 = None
        return (x1_8, x2_4, x_10)
