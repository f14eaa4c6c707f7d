import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_19: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_4: torch.Tensor):
        value_states_4 = torch._C._nn.linear(hidden_states_19, L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_)
        view_8 = key_states_4.view(1, 22, -1, 64)
        return (view_8, value_states_4)
