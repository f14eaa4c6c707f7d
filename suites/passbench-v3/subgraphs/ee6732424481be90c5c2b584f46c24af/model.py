import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_122: torch.Tensor, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_12: torch.Tensor, query_states_12: torch.Tensor):
        value_states_12 = torch._C._nn.linear(hidden_states_122, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_)
        view_53 = key_states_12.view(1, -1, 16, 64)
        key_states_13 = view_53.transpose(1, 2)
        view_53 = None
        view_54 = value_states_12.view(1, -1, 16, 64)
        value_states_12 = None
        value_states_13 = view_54.transpose(1, 2)
        view_54 = None
        view_55 = query_states_12.view(1, 1, 16, 64)
        return (view_55, key_states_13, value_states_13)
