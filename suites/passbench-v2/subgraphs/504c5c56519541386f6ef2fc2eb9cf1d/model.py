import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_120: torch.Tensor, rsqrt_30: torch.Tensor, L_self_modules_layers_modules_15_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_121 = hidden_states_120 * rsqrt_30
        to_81 = hidden_states_121.to(torch.float32)
        hidden_states_121 = None
        hidden_states_122 = L_self_modules_layers_modules_15_modules_self_attn_layer_norm_parameters_weight_ * to_81
        to_81 = None
        return (hidden_states_122,)
