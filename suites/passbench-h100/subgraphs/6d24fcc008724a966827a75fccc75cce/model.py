import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_11: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, x_5: torch.Tensor):
        input_12 = torch.conv2d(input_11, L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        x_7 = x_5 + input_12
        input_12 = None
        return (x_7,)
