import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_110: torch.Tensor, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_6: torch.Tensor, query_states_6: torch.Tensor):
        value_states_6 = torch._C._nn.linear(hidden_states_110, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_45 = key_states_6.view(1, -1, 16, 64)
        key_states_7 = view_45.transpose(1, 2)
        view_45 = None
        view_46 = value_states_6.view(1, -1, 16, 64)
        value_states_6 = None
        value_states_7 = view_46.transpose(1, 2)
        view_46 = None
        view_47 = query_states_6.view(1, 1, 16, 64)
        query_states_7 = view_47.transpose(1, 2)
        view_47 = None
        return (query_states_7, key_states_7, value_states_7)
