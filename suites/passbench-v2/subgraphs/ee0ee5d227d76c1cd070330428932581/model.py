import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_24: torch.Tensor, attention_output_2: torch.Tensor, L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        rsqrt_5 = torch.rsqrt(add_24)
        hidden_states_16 = attention_output_2 * rsqrt_5
        rsqrt_5 = None
        forwarded_states_2 = L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_1_modules_layer_norm_parameters_weight_ * hidden_states_16
        hidden_states_16 = None
        return (forwarded_states_2,)
