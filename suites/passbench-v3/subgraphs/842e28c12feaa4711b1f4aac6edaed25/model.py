import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, hidden_states_3: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_4 = hidden_states_2 + hidden_states_3
        hidden_states_5 = torch.nn.functional.layer_norm(hidden_states_4, (768,), L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_4 = None
        return (hidden_states_5,)
