import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_hidden_states_: torch.Tensor, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_6: torch.Tensor):
        value_states_6 = torch._C._nn.linear(L_encoder_hidden_states_, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_10 = key_states_6.view(1, 22, -1, 4)
        key_states_7 = view_10.transpose(1, 2)
        view_10 = None
        view_11 = value_states_6.view(1, 22, -1, 4)
        value_states_6 = None
        return (view_11, key_states_7)
