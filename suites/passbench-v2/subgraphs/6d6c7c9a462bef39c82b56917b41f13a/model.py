import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_98: torch.Tensor, hidden_states_667: torch.Tensor, L_self_modules_decoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_197 = variance_98 + 1e-05
        rsqrt_98 = torch.rsqrt(add_197)
        add_197 = None
        hidden_states_668 = hidden_states_667 * rsqrt_98
        rsqrt_98 = None
        to_197 = hidden_states_668.to(torch.float16)
        hidden_states_668 = None
        mul_297 = L_self_modules_decoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_ * to_197
        to_197 = None
        hidden_states_669 = mul_297.transpose(1, 2)
        mul_297 = None
        return (hidden_states_669,)
