import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_7: torch.Tensor, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_328 = attn_output_7.reshape(1, 300, -1)
        attn_output_8 = reshape_328.contiguous()
        reshape_328 = None
        attn_output_9 = torch._C._nn.linear(attn_output_8, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_, L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_)
        attn_output_8 = None
        hidden_states_32 = torch.nn.functional.dropout(attn_output_9, p=0.0, training=False)
        attn_output_9 = None
        return (hidden_states_32,)
