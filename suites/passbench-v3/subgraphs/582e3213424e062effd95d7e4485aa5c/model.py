import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_122: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_34: torch.Tensor, keys_34: torch.Tensor):
        values_34 = torch._C._nn.linear(hidden_states_122, L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_)
        view_52 = queries_34.view(2, 7, 12, 64)
        queries_35 = view_52.transpose(1, 2)
        view_52 = None
        view_53 = keys_34.view(2, 7, 12, 64)
        return (view_53, values_34, queries_35)
