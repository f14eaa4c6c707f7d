import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_3 = attn_output_2.reshape(49, 8, 8, -1)
        attn_output_4 = torch._C._nn.linear(attn_output_3, L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_)
        attn_output_3 = None
        hidden_state_2 = attn_output_4.view(1, 7, 7, 8, 8, -1)
        attn_output_4 = None
        permute_3 = hidden_state_2.permute(0, 1, 3, 2, 4, 5)
        hidden_state_2 = None
        return (permute_3,)
