import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_5: torch.Tensor, hidden_states_21: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_8 = variance_5 + 1e-05
        rsqrt_5 = torch.rsqrt(add_8)
        add_8 = None
        hidden_states_22 = hidden_states_21 * rsqrt_5
        rsqrt_5 = None
        to_14 = hidden_states_22.to(torch.bfloat16)
        hidden_states_22 = None
        mul_17 = L_self_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_ * to_14
        to_14 = None
        query_states_2 = mul_17.transpose(1, 2)
        mul_17 = None
        return (query_states_2,)
