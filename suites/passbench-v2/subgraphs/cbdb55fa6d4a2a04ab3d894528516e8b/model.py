import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_blocks_modules_1_modules_1_modules_attention_parameters_r_s_bias_: torch.nn.parameter.Parameter, q_head_11: torch.Tensor):
        r_s_bias_5 = L_self_modules_encoder_modules_blocks_modules_1_modules_1_modules_attention_parameters_r_s_bias_ * 0.125
        add_52 = q_head_11 + r_s_bias_5
        r_s_bias_5 = None
        return (add_52,)
