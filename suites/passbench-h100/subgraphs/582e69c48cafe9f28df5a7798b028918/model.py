import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_14: torch.Tensor, hidden_states_10: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_4 = hidden_states_14 + hidden_states_10
        hidden_states_15 = torch.nn.functional.layer_norm(add_4, (512,), L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_4 = None
        first_token_tensor = hidden_states_15[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_15)
