import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states: torch.Tensor):
        value_states = torch._C._nn.linear(hidden_states_2, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_3 = key_states.view(1, 15, -1, 64)
        key_states_1 = view_3.transpose(1, 2)
        view_3 = None
        view_4 = value_states.view(1, 15, -1, 64)
        value_states = None
        return (view_4, key_states_1)
