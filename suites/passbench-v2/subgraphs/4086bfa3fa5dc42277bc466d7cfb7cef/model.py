import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pow_2: torch.Tensor, hidden_states_4: torch.Tensor, L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        variance_1 = pow_2.mean(-1, keepdim=True)
        add_7 = variance_1 + 1e-05
        variance_1 = None
        rsqrt_1 = torch.rsqrt(add_7)
        add_7 = None
        hidden_states_5 = hidden_states_4 * rsqrt_1
        rsqrt_1 = None
        to_9 = hidden_states_5.to(torch.bfloat16)
        hidden_states_5 = None
        hidden_states_6 = L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_ * to_9
        to_9 = None
        return (hidden_states_6,)
