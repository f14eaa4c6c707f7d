import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_114: torch.Tensor, hidden_states_119: torch.Tensor, L_self_modules_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_23 = hidden_states_114 + hidden_states_119
        sequence_output = torch.nn.functional.layer_norm(layer_output_23, (768,), L_self_modules_layernorm_parameters_weight_, L_self_modules_layernorm_parameters_bias_, 1e-06)
        layer_output_23 = None
        return (sequence_output,)
