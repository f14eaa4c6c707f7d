import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_1: torch.Tensor, hidden_states_2: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_7 = variance_1 + 1e-06
        rsqrt_1 = torch.rsqrt(add_7)
        add_7 = None
        hidden_states_3 = hidden_states_2 * rsqrt_1
        rsqrt_1 = None
        forwarded_states = L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_ * hidden_states_3
        hidden_states_3 = None
        return (forwarded_states,)
