import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_2: torch.Tensor, hidden_states_9: torch.Tensor, L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter):
        rsqrt_1 = torch.rsqrt(add_2)
        hidden_states_10 = hidden_states_9 * rsqrt_1
        rsqrt_1 = None
        to_3 = hidden_states_10.to(torch.float16)
        hidden_states_10 = None
        hidden_states_11 = L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_ffn_norm_parameters_weight_ * to_3
        to_3 = None
        return (hidden_states_11,)
