import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_5: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_1 = attn_output_5.reshape(1, 32, -1)
        attn_output_6 = reshape_1.contiguous()
        reshape_1 = None
        attn_output_7 = torch._C._nn.linear(attn_output_6, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_6 = None
        hidden_states_11 = torch.nn.functional.dropout(attn_output_7, p=0.1, training=False)
        attn_output_7 = None
        return (hidden_states_11,)
