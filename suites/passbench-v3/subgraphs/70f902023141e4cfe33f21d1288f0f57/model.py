import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_46: torch.Tensor, hidden_states_42: torch.Tensor, L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_12 = hidden_states_46 + hidden_states_42
        hidden_states_47 = torch.nn.functional.layer_norm(add_12, (768,), L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_12 = None
        first_token_tensor = hidden_states_47[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_47)
