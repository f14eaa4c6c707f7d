import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states_1, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_bias_)
        sampling_offsets = linear_1.view(1, 2500, 8, 1, 4, 2)
        linear_1 = None
        return (sampling_offsets,)
