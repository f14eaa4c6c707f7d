import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance: torch.Tensor, hidden_states: torch.Tensor, L_self_modules_model_modules_layers_modules_0_modules_operator_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add = variance + 1e-05
        rsqrt = torch.rsqrt(add)
        add = None
        hidden_states_1 = hidden_states * rsqrt
        rsqrt = None
        to_7 = hidden_states_1.to(torch.bfloat16)
        hidden_states_1 = None
        x = L_self_modules_model_modules_layers_modules_0_modules_operator_norm_parameters_weight_ * to_7
        to_7 = None
        return (x,)
