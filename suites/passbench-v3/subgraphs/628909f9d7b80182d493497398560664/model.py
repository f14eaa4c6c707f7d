import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_25: torch.Tensor, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_8: torch.Tensor):
        value_states_8 = torch._C._nn.linear(hidden_states_25, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_)
        view_13 = key_states_8.view(1, 13, -1, 64)
        key_states_9 = view_13.transpose(1, 2)
        view_13 = None
        view_14 = value_states_8.view(1, 13, -1, 64)
        value_states_8 = None
        value_states_9 = view_14.transpose(1, 2)
        view_14 = None
        return (key_states_9, value_states_9)
