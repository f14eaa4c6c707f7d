import torch


class GraphModule(torch.nn.Module):
    def forward(self, x1_6: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_: torch.nn.parameter.Parameter, x2_3: torch.Tensor):
        x1_7 = torch.conv2d(x1_6, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        x_9 = torch.cat((x1_7, x2_3), 1)
        x1_7 = None
        return (x_9,)
