import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_90: torch.Tensor, L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        x_91 = torch.conv2d(x_90, L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_, L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_92 = torch.nn.functional.dropout(x_91, 0.0, False, False)
        x_91 = None
        x_93 = x_92.permute(0, 2, 3, 1)
        x_92 = None
        return (x_93,)
