import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_14: torch.Tensor, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        x_15 = torch.conv2d(x_14, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_, L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_16 = torch.nn.functional.dropout(x_15, 0.0, False, False)
        x_15 = None
        return (x_16,)
