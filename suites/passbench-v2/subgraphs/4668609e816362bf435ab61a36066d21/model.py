import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_30: torch.Tensor, hidden_states_207: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_4_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_60 = variance_30 + 1e-05
        rsqrt_30 = torch.rsqrt(add_60)
        add_60 = None
        hidden_states_208 = hidden_states_207 * rsqrt_30
        rsqrt_30 = None
        to_61 = hidden_states_208.to(torch.bfloat16)
        hidden_states_208 = None
        mul_91 = L_self_modules_encoder_modules_conv_layers_modules_4_modules_stage_modules_0_modules_norm_parameters_weight_ * to_61
        to_61 = None
        hidden_states_209 = mul_91.transpose(1, 2)
        mul_91 = None
        return (hidden_states_209,)
