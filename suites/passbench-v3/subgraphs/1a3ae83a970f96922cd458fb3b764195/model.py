import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_13: torch.Tensor, L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_4 = attn_output_13.reshape(1, 15, -1)
        attn_output_14 = reshape_4.contiguous()
        reshape_4 = None
        attn_output_15 = torch._C._nn.linear(attn_output_14, L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_)
        attn_output_14 = None
        hidden_states_18 = torch.nn.functional.dropout(attn_output_15, p=0.1, training=False)
        attn_output_15 = None
        return (hidden_states_18,)
