import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_14: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_4: torch.Tensor):
        value_states_4 = torch._C._nn.linear(hidden_states_14, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_7 = key_states_4.view(1, 22, -1, 4)
        key_states_5 = view_7.transpose(1, 2)
        view_7 = None
        view_8 = value_states_4.view(1, 22, -1, 4)
        value_states_4 = None
        value_states_5 = view_8.transpose(1, 2)
        view_8 = None
        return (key_states_5, value_states_5)
