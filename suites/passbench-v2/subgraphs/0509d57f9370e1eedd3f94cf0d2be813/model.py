import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_132: torch.Tensor, rsqrt_19: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_133 = hidden_states_132 * rsqrt_19
        to_39 = hidden_states_133.to(torch.float32)
        hidden_states_133 = None
        hidden_states_134 = L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_ffn_norm_parameters_weight_ * to_39
        to_39 = None
        return (hidden_states_134,)
