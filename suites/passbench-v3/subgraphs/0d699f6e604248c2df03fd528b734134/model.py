import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_8: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_4 = torch._C._nn.linear(hidden_states_8, L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_bias_)
        x = linear_4.permute(0, 3, 1, 2)
        linear_4 = None
        return (x,)
