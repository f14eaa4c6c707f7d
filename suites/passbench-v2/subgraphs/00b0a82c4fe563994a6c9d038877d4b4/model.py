import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_50: torch.Tensor, rsqrt_7: torch.Tensor, L_self_modules_encoder_modules_conv_layers_modules_0_modules_stage_modules_0_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_51 = hidden_states_50 * rsqrt_7
        to_15 = hidden_states_51.to(torch.float32)
        hidden_states_51 = None
        hidden_states_52 = L_self_modules_encoder_modules_conv_layers_modules_0_modules_stage_modules_0_modules_ffn_norm_parameters_weight_ * to_15
        to_15 = None
        return (hidden_states_52,)
