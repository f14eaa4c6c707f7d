import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_8: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_2: torch.Tensor, keys_2: torch.Tensor):
        values_2 = torch._C._nn.linear(hidden_states_8, L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_3 = queries_2.view((1, 50, -1, 64))
        queries_3 = view_3.transpose(1, 2)
        view_3 = None
        view_4 = keys_2.view((1, 50, -1, 64))
        keys_3 = view_4.transpose(1, 2)
        view_4 = None
        view_5 = values_2.view((1, 50, -1, 64))
        values_2 = None
        return (view_5, queries_3, keys_3)
