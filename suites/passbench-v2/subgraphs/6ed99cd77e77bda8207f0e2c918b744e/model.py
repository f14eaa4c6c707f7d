import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pow_4: torch.Tensor, attention_output_1: torch.Tensor, L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        variance_3 = pow_4.mean(-1, keepdim=True)
        add_20 = variance_3 + 1e-06
        variance_3 = None
        rsqrt_3 = torch.rsqrt(add_20)
        add_20 = None
        hidden_states_9 = attention_output_1 * rsqrt_3
        rsqrt_3 = None
        forwarded_states_1 = L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_1_modules_layer_norm_parameters_weight_ * hidden_states_9
        hidden_states_9 = None
        return (forwarded_states_1,)
