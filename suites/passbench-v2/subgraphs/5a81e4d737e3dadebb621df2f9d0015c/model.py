import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, rsqrt: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_1 = hidden_states * rsqrt
        normed_hidden_states = L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_ * hidden_states_1
        hidden_states_1 = None
        return (normed_hidden_states,)
