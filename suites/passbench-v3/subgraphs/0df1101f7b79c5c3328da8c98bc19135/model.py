import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_14: torch.Tensor, hidden_states_69: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_70 = x_14 + hidden_states_69
        layernorm_output_10 = torch.nn.functional.layer_norm(hidden_states_70, (768,), L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_bias_, 1e-06)
        return (layernorm_output_10, hidden_states_70)
