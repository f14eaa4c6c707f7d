import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_17: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_4 = attn_output_17.reshape(1, 35, -1)
        attn_output_18 = reshape_4.contiguous()
        reshape_4 = None
        attn_output_19 = torch._C._nn.linear(attn_output_18, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_18 = None
        hidden_states_38 = torch.nn.functional.dropout(attn_output_19, p=0.1, training=False)
        attn_output_19 = None
        return (hidden_states_38,)
