import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_3 = attn_output_2.reshape(1, 49, -1)
        attn_output_4 = torch._C._nn.linear(attn_output_3, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_bias_)
        attn_output_3 = None
        hidden_states_27 = torch.nn.functional.dropout(attn_output_4, 0.1, False, False)
        attn_output_4 = None
        return (hidden_states_27,)
