import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_3: torch.Tensor, hidden_states_6: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_7 = hidden_states_3 + hidden_states_6
        hidden_states_8 = torch.nn.functional.layer_norm(hidden_states_7, (96,), L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_bias_, 1e-06)
        return (hidden_states_8, hidden_states_7)
