import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_22: torch.Tensor, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_21 = attn_output_22.reshape(1, 196, -1)
        attn_output_23 = reshape_21.contiguous()
        reshape_21 = None
        attn_output_24 = torch._C._nn.linear(attn_output_23, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_, L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_)
        attn_output_23 = None
        hidden_states_77 = torch.nn.functional.dropout(attn_output_24, 0.0, False, False)
        attn_output_24 = None
        return (hidden_states_77,)
