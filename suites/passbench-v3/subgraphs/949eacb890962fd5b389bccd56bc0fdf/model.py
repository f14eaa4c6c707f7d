import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_92: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_26: torch.Tensor, keys_26: torch.Tensor):
        values_26 = torch._C._nn.linear(hidden_states_92, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_40 = queries_26.view((1, 77, -1, 64))
        queries_27 = view_40.transpose(1, 2)
        view_40 = None
        view_41 = keys_26.view((1, 77, -1, 64))
        keys_27 = view_41.transpose(1, 2)
        view_41 = None
        view_42 = values_26.view((1, 77, -1, 64))
        values_26 = None
        return (view_42, queries_27, keys_27)
