import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_171: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_48: torch.Tensor, keys_48: torch.Tensor):
        values_48 = torch._C._nn.linear(hidden_states_171, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_73 = queries_48.view(2, 7, 16, 64)
        queries_49 = view_73.transpose(1, 2)
        view_73 = None
        view_74 = keys_48.view(2, 7, 16, 64)
        keys_49 = view_74.transpose(1, 2)
        view_74 = None
        view_75 = values_48.view(2, 7, 16, 64)
        values_48 = None
        values_49 = view_75.transpose(1, 2)
        view_75 = None
        return (queries_49, keys_49, values_49)
