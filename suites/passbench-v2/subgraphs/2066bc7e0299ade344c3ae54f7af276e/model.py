import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pow_8: torch.Tensor, attention_output_3: torch.Tensor, L_self_modules_encoder_modules_block_modules_3_modules_layer_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        variance_7 = pow_8.mean(-1, keepdim=True)
        add_19 = variance_7 + 1e-06
        variance_7 = None
        rsqrt_7 = torch.rsqrt(add_19)
        add_19 = None
        hidden_states_23 = attention_output_3 * rsqrt_7
        rsqrt_7 = None
        forwarded_states_3 = L_self_modules_encoder_modules_block_modules_3_modules_layer_modules_1_modules_layer_norm_parameters_weight_ * hidden_states_23
        hidden_states_23 = None
        return (forwarded_states_3,)
