import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_hidden_states_: torch.Tensor, L_self_modules_sampling_offsets_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_sampling_offsets_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(L_hidden_states_, L_self_modules_sampling_offsets_parameters_weight_, L_self_modules_sampling_offsets_parameters_bias_)
        sampling_offsets = linear_1.view(1, 900, 8, 4, 4, 2)
        linear_1 = None
        return (sampling_offsets,)
