import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_11: torch.Tensor, hidden_states_14: torch.Tensor, L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_13 = permute_11.contiguous()
        hidden_state_14 = hidden_state_13.view(1, 128, 128, -1)
        hidden_state_13 = None
        getitem_11 = hidden_state_14[(slice(None, None, None), slice(None, 128, None), slice(None, 128, None), slice(None, None, None))]
        hidden_state_14 = None
        hidden_states_16 = getitem_11.contiguous()
        getitem_11 = None
        hidden_states_17 = hidden_states_14 + hidden_states_16
        hidden_states_16 = None
        layernorm_output_2 = torch.nn.functional.layer_norm(hidden_states_17, (192,), L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_weight_, L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_bias_, 1e-06)
        return (layernorm_output_2, hidden_states_17)
