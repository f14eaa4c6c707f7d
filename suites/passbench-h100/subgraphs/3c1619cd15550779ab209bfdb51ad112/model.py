import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_15: torch.Tensor, L_self_modules_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        sequence_output = torch.nn.functional.layer_norm(hidden_states_15, (32,), L_self_modules_layernorm_parameters_weight_, L_self_modules_layernorm_parameters_bias_, 0.0)
        first_token_tensor = sequence_output[(slice(None, None, None), 0)]
        return (first_token_tensor, sequence_output)
