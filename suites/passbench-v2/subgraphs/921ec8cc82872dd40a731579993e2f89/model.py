import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_79: torch.Tensor, L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_bias_: torch.nn.parameter.Parameter):
        linear_52 = torch._C._nn.linear(hidden_states_79, L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_weight_, L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_bias_)
        sampling_offsets_7 = linear_52.view(1, 300, 8, 1, 4, 2)
        linear_52 = None
        return (sampling_offsets_7,)
