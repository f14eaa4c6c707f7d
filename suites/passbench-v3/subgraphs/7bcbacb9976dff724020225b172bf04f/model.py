import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_119: torch.Tensor, hidden_states_110: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_120 = hidden_states_119 + hidden_states_110
        hidden_states_121 = torch.nn.functional.layer_norm(hidden_states_120, (256,), L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_weight_, L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_bias_, 1e-05)
        return (hidden_states_121, hidden_states_120)
