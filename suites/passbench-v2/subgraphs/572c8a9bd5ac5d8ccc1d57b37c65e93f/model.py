import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_66: torch.Tensor, hidden_states_71: torch.Tensor, L_self_modules_char_a3_module_modules_token_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_char_a3_module_modules_token_norm_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_11 = hidden_states_66 + hidden_states_71
        hidden_states_72 = torch.nn.functional.layer_norm(layer_output_11, (768,), L_self_modules_char_a3_module_modules_token_norm_parameters_weight_, L_self_modules_char_a3_module_modules_token_norm_parameters_bias_, 1e-05)
        transpose_25 = hidden_states_72.transpose(1, 2)
        hidden_states_72 = None
        return (transpose_25, layer_output_11)
