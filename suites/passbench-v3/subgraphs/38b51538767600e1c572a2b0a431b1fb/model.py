import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_8: torch.Tensor, hidden_states_23: torch.Tensor, L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_24 = x_8 + hidden_states_23
        layernorm_output_3 = torch.nn.functional.layer_norm(hidden_states_24, (384,), L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_weight_, L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_bias_, 1e-06)
        return (layernorm_output_3, hidden_states_24)
