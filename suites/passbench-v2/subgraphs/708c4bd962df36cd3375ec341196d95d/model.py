import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_24: torch.Tensor, hidden_states_166: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_3_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_48 = variance_24 + 1e-05
        rsqrt_24 = torch.rsqrt(add_48)
        add_48 = None
        hidden_states_167 = hidden_states_166 * rsqrt_24
        rsqrt_24 = None
        to_49 = hidden_states_167.to(torch.bfloat16)
        hidden_states_167 = None
        mul_73 = L_self_modules_encoder_modules_conv_layers_modules_3_modules_stage_modules_0_modules_norm_parameters_weight_ * to_49
        to_49 = None
        hidden_states_168 = mul_73.transpose(1, 2)
        mul_73 = None
        return (hidden_states_168,)
