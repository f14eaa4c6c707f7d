import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_55: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_14: torch.Tensor):
        value_states_14 = torch._C._nn.linear(hidden_states_55, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_24 = key_states_14.view(1, 32, -1, 64)
        key_states_15 = view_24.transpose(1, 2)
        view_24 = None
        return (value_states_14, key_states_15)
