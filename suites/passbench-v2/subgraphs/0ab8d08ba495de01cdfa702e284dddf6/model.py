import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_22: torch.Tensor, rsqrt_3: torch.Tensor, L_self_modules_encoder_modules_stem_modules_stage_modules_1_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_23 = hidden_states_22 * rsqrt_3
        to_7 = hidden_states_23.to(torch.float16)
        hidden_states_23 = None
        hidden_states_24 = L_self_modules_encoder_modules_stem_modules_stage_modules_1_modules_ffn_norm_parameters_weight_ * to_7
        to_7 = None
        return (hidden_states_24,)
