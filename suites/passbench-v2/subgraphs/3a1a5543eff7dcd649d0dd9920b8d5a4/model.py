import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_13: torch.Tensor, L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        x_14 = torch._C._nn.linear(x_13, L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_, L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_)
        x_15 = torch.nn.functional.dropout(x_14, 0.0, False, False)
        x_14 = None
        return (x_15,)
