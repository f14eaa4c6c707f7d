import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_28: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_6: torch.Tensor):
        value_states_6 = torch._C._nn.linear(hidden_states_28, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_)
        view_11 = key_states_6.view(1, 33, -1, 64)
        key_states_7 = view_11.transpose(1, 2)
        view_11 = None
        view_12 = value_states_6.view(1, 33, -1, 64)
        value_states_6 = None
        return (view_12, key_states_7)
