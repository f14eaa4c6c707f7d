import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_65: torch.Tensor, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_bias_: torch.nn.parameter.Parameter):
        linear_43 = torch._C._nn.linear(hidden_states_65, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_weight_, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_bias_)
        attention_weights_18 = linear_43.view(1, 300, 8, 4)
        linear_43 = None
        return (attention_weights_18,)
