import torch


class GraphModule(torch.nn.Module):
    def forward(self, output_3: torch.Tensor, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_bias_: torch.nn.parameter.Parameter):
        output_4 = torch._C._nn.linear(output_3, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_weight_, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_bias_)
        hidden_states_36 = torch.nn.functional.dropout(output_4, p=0.0, training=False)
        output_4 = None
        return (hidden_states_36,)
