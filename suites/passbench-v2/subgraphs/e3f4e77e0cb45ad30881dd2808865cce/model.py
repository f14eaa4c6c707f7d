import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_blocks_modules_0_modules_0_modules_attention_parameters_r_s_bias_: torch.nn.parameter.Parameter, q_head_1: torch.Tensor):
        r_s_bias = L_self_modules_encoder_modules_blocks_modules_0_modules_0_modules_attention_parameters_r_s_bias_ * 0.125
        add_7 = q_head_1 + r_s_bias
        r_s_bias = None
        return (add_7,)
