import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_33: torch.Tensor, dropout_20: torch.Tensor, L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_38 = hidden_states_33 + dropout_20
        hidden_states_39 = torch.nn.functional.layer_norm(hidden_states_38, (32,), L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_weight_, L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_bias_, 1e-05)
        hidden_states_38 = None
        first_token_tensor = hidden_states_39[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_39)
