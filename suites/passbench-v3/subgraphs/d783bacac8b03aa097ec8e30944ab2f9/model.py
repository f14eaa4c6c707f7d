import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_105: torch.Tensor, L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_: torch.nn.parameter.Parameter, hidden_states_101: torch.Tensor, L_self_modules_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_106 = hidden_states_105 * L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_
        hidden_states_107 = hidden_states_106 + hidden_states_101
        hidden_states_106 = None
        sequence_output = torch.nn.functional.layer_norm(hidden_states_107, (768,), L_self_modules_layernorm_parameters_weight_, L_self_modules_layernorm_parameters_bias_, 1e-06)
        hidden_states_107 = None
        pooled_output = sequence_output[(slice(None, None, None), 0, slice(None, None, None))]
        return (sequence_output, pooled_output)
