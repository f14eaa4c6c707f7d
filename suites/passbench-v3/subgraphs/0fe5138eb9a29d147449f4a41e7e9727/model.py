import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_21: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_6: torch.Tensor, keys_6: torch.Tensor):
        values_6 = torch._C._nn.linear(hidden_states_21, L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_)
        view_9 = queries_6.view(1, 576, 12, 64)
        queries_7 = view_9.transpose(1, 2)
        view_9 = None
        view_10 = keys_6.view(1, 576, 12, 64)
        return (view_10, values_6, queries_7)
