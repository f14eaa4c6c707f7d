import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_102: torch.Tensor, hidden_states_98: torch.Tensor, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_49 = hidden_states_102 + hidden_states_98
        hidden_states_103 = torch.nn.functional.layer_norm(add_49, (768,), L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_49 = None
        first_token_tensor = hidden_states_103[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_103)
