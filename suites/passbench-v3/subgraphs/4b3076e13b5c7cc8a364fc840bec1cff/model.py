import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_22: torch.Tensor, L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_23 = attn_output_22.reshape(25, 14, 14, -1)
        attn_output_24 = torch._C._nn.linear(attn_output_23, L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_, L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_)
        attn_output_23 = None
        hidden_state_22 = attn_output_24.view(1, 5, 5, 14, 14, -1)
        attn_output_24 = None
        permute_19 = hidden_state_22.permute(0, 1, 3, 2, 4, 5)
        hidden_state_22 = None
        return (permute_19,)
