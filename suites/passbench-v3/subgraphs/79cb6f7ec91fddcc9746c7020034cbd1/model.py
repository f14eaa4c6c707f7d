import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states: torch.Tensor, query_states: torch.Tensor):
        value_states = torch._C._nn.linear(hidden_states_2, L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_1 = key_states.view(1, -1, 16, 64)
        key_states_1 = view_1.transpose(1, 2)
        view_1 = None
        view_2 = value_states.view(1, -1, 16, 64)
        value_states = None
        value_states_1 = view_2.transpose(1, 2)
        view_2 = None
        view_3 = query_states.view(1, 128, 16, 64)
        return (view_3, key_states_1, value_states_1)
