import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_120: torch.Tensor, layer_output_23: torch.Tensor, L_self_modules_decoder_modules_block_modules_23_modules_layer_modules_2_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter):
        add_258 = variance_120 + 1e-06
        rsqrt_120 = torch.rsqrt(add_258)
        add_258 = None
        hidden_states_359 = layer_output_23 * rsqrt_120
        rsqrt_120 = None
        forwarded_states_47 = L_self_modules_decoder_modules_block_modules_23_modules_layer_modules_2_modules_layer_norm_parameters_weight_ * hidden_states_359
        hidden_states_359 = None
        return (forwarded_states_47,)
