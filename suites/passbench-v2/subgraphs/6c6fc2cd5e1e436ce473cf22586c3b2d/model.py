import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance: torch.Tensor, hidden_states_2: torch.Tensor, L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add = variance + 1e-05
        rsqrt = torch.rsqrt(add)
        add = None
        hidden_states_3 = hidden_states_2 * rsqrt
        rsqrt = None
        to_1 = hidden_states_3.to(torch.float32)
        hidden_states_3 = None
        mul_1 = L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_norm_parameters_weight_ * to_1
        to_1 = None
        return (mul_1,)
