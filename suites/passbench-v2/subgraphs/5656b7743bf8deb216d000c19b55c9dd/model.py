import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_18: torch.Tensor, hidden_states_125: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_36 = variance_18 + 1e-05
        rsqrt_18 = torch.rsqrt(add_36)
        add_36 = None
        hidden_states_126 = hidden_states_125 * rsqrt_18
        rsqrt_18 = None
        to_37 = hidden_states_126.to(torch.bfloat16)
        hidden_states_126 = None
        mul_55 = L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_norm_parameters_weight_ * to_37
        to_37 = None
        hidden_states_127 = mul_55.transpose(1, 2)
        mul_55 = None
        return (hidden_states_127,)
