import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_68: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_42 = torch._C._nn.linear(hidden_states_68, L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_bias_)
        x_12 = linear_42.permute(0, 3, 1, 2)
        linear_42 = None
        return (x_12,)
