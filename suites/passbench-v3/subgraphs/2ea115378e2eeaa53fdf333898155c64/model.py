import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_98: torch.Tensor, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states: torch.Tensor):
        value_states = torch._C._nn.linear(hidden_states_98, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_37 = key_states.view(1, -1, 16, 64)
        return (view_37, value_states)
