import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_22: torch.Tensor, L_self_modules_blocks_modules_3_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_3_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_13 = torch._C._nn.linear(hidden_states_22, L_self_modules_blocks_modules_3_modules_proj_parameters_weight_, L_self_modules_blocks_modules_3_modules_proj_parameters_bias_)
        x_6 = linear_13.permute(0, 3, 1, 2)
        linear_13 = None
        return (x_6,)
