import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_105: torch.Tensor, hidden_states_101: torch.Tensor, L_self_modules_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_106 = hidden_states_105 + hidden_states_101
        sequence_output = torch.nn.functional.layer_norm(hidden_states_106, (768,), L_self_modules_layernorm_parameters_weight_, L_self_modules_layernorm_parameters_bias_, 1e-12)
        hidden_states_106 = None
        first_token_tensor = sequence_output[(slice(None, None, None), 0)]
        return (first_token_tensor, sequence_output)
