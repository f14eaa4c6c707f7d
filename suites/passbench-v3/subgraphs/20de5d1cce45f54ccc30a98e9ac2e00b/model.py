import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_17: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_18 = attn_output_17.reshape(49, 2, 2, -1)
        attn_output_19 = torch._C._nn.linear(attn_output_18, L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_)
        attn_output_18 = None
        hidden_state_17 = attn_output_19.view(1, 7, 7, 2, 2, -1)
        attn_output_19 = None
        permute_17 = hidden_state_17.permute(0, 1, 3, 2, 4, 5)
        hidden_state_17 = None
        return (permute_17,)
