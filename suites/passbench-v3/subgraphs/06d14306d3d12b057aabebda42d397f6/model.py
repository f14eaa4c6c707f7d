import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_7: torch.Tensor, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_8 = attn_output_7.reshape(1024, 4, 4, -1)
        attn_output_9 = torch._C._nn.linear(attn_output_8, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_, L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_)
        attn_output_8 = None
        hidden_state_7 = attn_output_9.view(1, 32, 32, 4, 4, -1)
        attn_output_9 = None
        permute_9 = hidden_state_7.permute(0, 1, 3, 2, 4, 5)
        hidden_state_7 = None
        return (permute_9,)
