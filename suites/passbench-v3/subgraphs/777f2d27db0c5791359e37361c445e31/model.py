import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_69: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_16: torch.Tensor):
        value_states_16 = torch._C._nn.linear(hidden_states_69, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_27 = key_states_16.view(1, 1, -1, 64)
        key_states_17 = view_27.transpose(1, 2)
        view_27 = None
        view_28 = value_states_16.view(1, 1, -1, 64)
        value_states_16 = None
        value_states_17 = view_28.transpose(1, 2)
        view_28 = None
        return (key_states_17, value_states_17)
