import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_hidden_states_: torch.Tensor, L_self_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_conv_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states = torch.conv_transpose1d(L_hidden_states_, L_self_modules_conv_parameters_weight_, L_self_modules_conv_parameters_bias_, (8,), (0,), (0,), 1, (1,))
        hidden_states_1 = hidden_states[(..., slice(0, 144, None))]
        hidden_states = None
        return (hidden_states_1,)
