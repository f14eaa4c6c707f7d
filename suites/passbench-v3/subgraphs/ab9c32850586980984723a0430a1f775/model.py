import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_3: torch.Tensor, hidden_states: torch.Tensor, L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_3 = permute_3.contiguous()
        hidden_state_4 = hidden_state_3.view(1, 256, 256, -1)
        hidden_state_3 = None
        getitem_3 = hidden_state_4[(slice(None, None, None), slice(None, 256, None), slice(None, 256, None), slice(None, None, None))]
        hidden_state_4 = None
        hidden_states_2 = getitem_3.contiguous()
        getitem_3 = None
        hidden_states_3 = hidden_states + hidden_states_2
        hidden_states_2 = None
        layernorm_output = torch.nn.functional.layer_norm(hidden_states_3, (96,), L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_bias_, 1e-06)
        return (layernorm_output, hidden_states_3)
