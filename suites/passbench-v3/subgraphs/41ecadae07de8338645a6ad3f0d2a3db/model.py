import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_311: torch.Tensor, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_10: torch.Tensor, keys_10: torch.Tensor):
        values_10 = torch._C._nn.linear(hidden_states_311, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_)
        view_291 = queries_10.view((1, 32, -1, 64))
        queries_11 = view_291.transpose(1, 2)
        view_291 = None
        view_292 = keys_10.view((1, 32, -1, 64))
        keys_11 = view_292.transpose(1, 2)
        view_292 = None
        view_293 = values_10.view((1, 32, -1, 64))
        values_10 = None
        return (view_293, queries_11, keys_11)
