import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_36: torch.Tensor, hidden_states_248: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_72 = variance_36 + 1e-05
        rsqrt_36 = torch.rsqrt(add_72)
        add_72 = None
        hidden_states_249 = hidden_states_248 * rsqrt_36
        rsqrt_36 = None
        to_73 = hidden_states_249.to(torch.float16)
        hidden_states_249 = None
        mul_109 = L_self_modules_encoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_ * to_73
        to_73 = None
        hidden_states_250 = mul_109.transpose(1, 2)
        mul_109 = None
        return (hidden_states_250,)
