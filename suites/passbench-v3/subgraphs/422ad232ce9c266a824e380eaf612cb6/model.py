import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_105: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_28: torch.Tensor):
        value_states_28 = torch._C._nn.linear(hidden_states_105, L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_)
        view_45 = key_states_28.view(1, 1, -1, 64)
        key_states_29 = view_45.transpose(1, 2)
        view_45 = None
        return (value_states_28, key_states_29)
