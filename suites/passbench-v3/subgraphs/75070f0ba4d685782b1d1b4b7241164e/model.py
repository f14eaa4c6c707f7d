import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_25: torch.Tensor, hidden_states_26: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_27 = hidden_states_25 + hidden_states_26
        hidden_states_28 = torch.nn.functional.layer_norm(hidden_states_27, (768,), L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_27 = None
        return (hidden_states_28,)
