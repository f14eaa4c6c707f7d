import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_101: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_28: torch.Tensor, keys_28: torch.Tensor):
        values_28 = torch._C._nn.linear(hidden_states_101, L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_)
        view_43 = queries_28.view(2, 7, 12, 64)
        queries_29 = view_43.transpose(1, 2)
        view_43 = None
        view_44 = keys_28.view(2, 7, 12, 64)
        keys_29 = view_44.transpose(1, 2)
        view_44 = None
        view_45 = values_28.view(2, 7, 12, 64)
        values_28 = None
        values_29 = view_45.transpose(1, 2)
        view_45 = None
        return (queries_29, keys_29, values_29)
