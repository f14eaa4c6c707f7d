import torch


class GraphModule(torch.nn.Module):
    def forward(self, x1_2: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_: torch.nn.parameter.Parameter, x2_1: torch.Tensor):
        x1_3 = torch.conv2d(x1_2, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        x_4 = torch.cat((x1_3, x2_1), 1)
        x1_3 = None
        return (x_4,)
