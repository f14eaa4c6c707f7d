import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_residual_: torch.Tensor, hidden_states: torch.Tensor, L_self_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_1 = L_residual_ + hidden_states
        hidden_states_2 = torch.nn.functional.layer_norm(hidden_states_1, (256,), L_self_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_1 = None
        return (hidden_states_2,)
