import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_33: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_9 = attn_output_33.reshape(1, 1, -1)
        attn_output_34 = reshape_9.contiguous()
        reshape_9 = None
        attn_output_35 = torch._C._nn.linear(attn_output_34, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_34 = None
        hidden_states_70 = torch.nn.functional.dropout(attn_output_35, p=0.1, training=False)
        attn_output_35 = None
        return (hidden_states_70,)
