import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_304: torch.Tensor, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_8: torch.Tensor, keys_8: torch.Tensor):
        values_8 = torch._C._nn.linear(hidden_states_304, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_)
        view_288 = queries_8.view((1, 32, -1, 64))
        queries_9 = view_288.transpose(1, 2)
        view_288 = None
        view_289 = keys_8.view((1, 32, -1, 64))
        keys_9 = view_289.transpose(1, 2)
        view_289 = None
        view_290 = values_8.view((1, 32, -1, 64))
        values_8 = None
        values_9 = view_290.transpose(1, 2)
        view_290 = None
        return (queries_9, keys_9, values_9)
