import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_35: torch.Tensor, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_bias_: torch.nn.parameter.Parameter):
        linear_21 = torch._C._nn.linear(hidden_states_35, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_weight_, L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_bias_)
        sampling_offsets = linear_21.view(1, 300, 8, 3, 4, 2)
        linear_21 = None
        return (sampling_offsets,)
