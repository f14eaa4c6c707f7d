import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_417: torch.Tensor, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        x_418 = torch.conv2d(x_417, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_, L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_419 = torch.nn.functional.dropout(x_418, 0.0, False, False)
        x_418 = None
        x_420 = x_419.permute(0, 2, 3, 1)
        x_419 = None
        return (x_420,)
