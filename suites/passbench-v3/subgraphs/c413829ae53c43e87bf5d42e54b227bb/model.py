import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, hidden_states_13: torch.Tensor, L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_14 = hidden_states_10 + hidden_states_13
        hidden_states_15 = torch.nn.functional.layer_norm(hidden_states_14, (192,), L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_weight_, L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_bias_, 1e-06)
        hidden_state_10 = torch._C._nn.pad(hidden_states_15, (0, 0, 0, 0, 0, 0), "constant", None)
        hidden_states_15 = None
        hidden_state_11 = hidden_state_10.view(1, 7, 4, 7, 4, 192)
        hidden_state_10 = None
        permute_10 = hidden_state_11.permute(0, 1, 3, 2, 4, 5)
        hidden_state_11 = None
        contiguous_8 = permute_10.contiguous()
        permute_10 = None
        windows_2 = contiguous_8.view(-1, 4, 4, 192)
        contiguous_8 = None
        return (windows_2, hidden_states_14)
