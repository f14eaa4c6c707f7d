import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_hidden_states_: torch.Tensor, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_2: torch.Tensor):
        value_states_2 = torch._C._nn.linear(L_encoder_hidden_states_, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_6 = key_states_2.view(1, 15, -1, 64)
        key_states_3 = view_6.transpose(1, 2)
        view_6 = None
        return (value_states_2, key_states_3)
