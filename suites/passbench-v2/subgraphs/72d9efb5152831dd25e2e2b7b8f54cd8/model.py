import torch


class GraphModule(torch.nn.Module):
    def forward(self, sequence_output: torch.Tensor, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_3: torch.Tensor, query_states_3: torch.Tensor):
        value_states_3 = torch._C._nn.linear(sequence_output, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_41 = key_states_3.view(1, -1, 16, 64)
        key_states_4 = view_41.transpose(1, 2)
        view_41 = None
        view_42 = value_states_3.view(1, -1, 16, 64)
        value_states_3 = None
        value_states_4 = view_42.transpose(1, 2)
        view_42 = None
        view_43 = query_states_3.view(1, 1, 16, 64)
        query_states_4 = view_43.transpose(1, 2)
        view_43 = None
        return (query_states_4, key_states_4, value_states_4)
