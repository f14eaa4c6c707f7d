import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pow_24: torch.Tensor, hidden_states_69: torch.Tensor, L_self_modules_model_modules_layers_modules_8_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter):
        variance_23 = pow_24.mean(-1, keepdim=True)
        add_46 = variance_23 + 1e-05
        variance_23 = None
        rsqrt_23 = torch.rsqrt(add_46)
        add_46 = None
        hidden_states_70 = hidden_states_69 * rsqrt_23
        rsqrt_23 = None
        to_53 = hidden_states_70.to(torch.bfloat16)
        hidden_states_70 = None
        mul_81 = L_self_modules_model_modules_layers_modules_8_modules_ffn_norm_parameters_weight_ * to_53
        to_53 = None
        return (mul_81,)
