import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_11: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_2: torch.Tensor):
        value_states_2 = torch._C._nn.linear(hidden_states_11, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_4 = key_states_2.view((1, 128, -1, 64))
        key_states_3 = view_4.transpose(1, 2)
        view_4 = None
        view_5 = value_states_2.view((1, 128, -1, 64))
        value_states_2 = None
        value_states_3 = view_5.transpose(1, 2)
        view_5 = None
        return (key_states_3, value_states_3)
