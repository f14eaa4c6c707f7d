import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_14: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_15 = torch._C._nn.linear(attn_output_14, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_)
        hidden_states_29 = torch.nn.functional.dropout(attn_output_15, p=0.1, training=False)
        attn_output_15 = None
        return (hidden_states_29,)
