import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_52: torch.Tensor, L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_53 = attn_output_52.reshape(25, 7, 7, -1)
        attn_output_54 = torch._C._nn.linear(attn_output_53, L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_weight_, L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_bias_)
        attn_output_53 = None
        hidden_state_37 = attn_output_54.view(1, 5, 5, 7, 7, -1)
        attn_output_54 = None
        permute_29 = hidden_state_37.permute(0, 1, 3, 2, 4, 5)
        hidden_state_37 = None
        return (permute_29,)
