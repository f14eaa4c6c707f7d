import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, rsqrt_1: torch.Tensor, L_self_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_3 = hidden_states_2 * rsqrt_1
        forwarded_states = L_self_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_ * hidden_states_3
        hidden_states_3 = None
        return (forwarded_states,)
