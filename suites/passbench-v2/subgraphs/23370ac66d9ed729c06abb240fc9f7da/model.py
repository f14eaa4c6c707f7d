import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_7: torch.Tensor, L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_3 = attn_output_7.reshape(1, 197, -1)
        attn_output_8 = reshape_3.contiguous()
        reshape_3 = None
        attn_output_9 = torch._C._nn.linear(attn_output_8, L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_)
        attn_output_8 = None
        hidden_states_12 = torch.nn.functional.dropout(attn_output_9, 0.0, False, False)
        attn_output_9 = None
        return (hidden_states_12,)
