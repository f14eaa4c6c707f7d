import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_29: torch.Tensor, L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_6: torch.Tensor):
        value_states_6 = torch._C._nn.linear(hidden_states_29, L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_)
        view_10 = key_states_6.view((1, 128, -1, 64))
        key_states_7 = view_10.transpose(1, 2)
        view_10 = None
        return (value_states_6, key_states_7)
