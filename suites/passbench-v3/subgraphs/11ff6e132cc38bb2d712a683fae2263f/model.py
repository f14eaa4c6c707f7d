import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, hidden_states_9: torch.Tensor, L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_10 = x_2 + hidden_states_9
        layernorm_output_1 = torch.nn.functional.layer_norm(hidden_states_10, (192,), L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_weight_, L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_bias_, 1e-06)
        return (layernorm_output_1, hidden_states_10)
