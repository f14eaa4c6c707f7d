import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_20: torch.Tensor, hidden_states_30: torch.Tensor, L_self_modules_model_modules_layers_modules_4_modules_operator_norm_parameters_weight_: torch.nn.parameter.Parameter):
        rsqrt_10 = torch.rsqrt(add_20)
        hidden_states_31 = hidden_states_30 * rsqrt_10
        rsqrt_10 = None
        to_27 = hidden_states_31.to(torch.bfloat16)
        hidden_states_31 = None
        x_6 = L_self_modules_model_modules_layers_modules_4_modules_operator_norm_parameters_weight_ * to_27
        to_27 = None
        return (x_6,)
