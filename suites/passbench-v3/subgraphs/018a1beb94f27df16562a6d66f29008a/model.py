import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_hidden_states_: torch.Tensor, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_6: torch.Tensor):
        value_states_6 = torch._C._nn.linear(L_encoder_hidden_states_, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_12 = key_states_6.view(1, 15, -1, 64)
        return (view_12, value_states_6)
