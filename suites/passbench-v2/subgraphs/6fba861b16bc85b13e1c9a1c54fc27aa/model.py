import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_12: torch.Tensor, hidden_states_84: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_1_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_24 = variance_12 + 1e-05
        rsqrt_12 = torch.rsqrt(add_24)
        add_24 = None
        hidden_states_85 = hidden_states_84 * rsqrt_12
        rsqrt_12 = None
        to_25 = hidden_states_85.to(torch.float32)
        hidden_states_85 = None
        mul_37 = L_self_modules_encoder_modules_conv_layers_modules_1_modules_stage_modules_0_modules_norm_parameters_weight_ * to_25
        to_25 = None
        hidden_states_86 = mul_37.transpose(1, 2)
        mul_37 = None
        return (hidden_states_86,)
