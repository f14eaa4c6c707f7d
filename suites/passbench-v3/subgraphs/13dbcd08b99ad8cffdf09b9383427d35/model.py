import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_199: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_56: torch.Tensor, keys_56: torch.Tensor):
        values_56 = torch._C._nn.linear(hidden_states_199, L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_)
        view_85 = queries_56.view(2, 7, 16, 64)
        queries_57 = view_85.transpose(1, 2)
        view_85 = None
        view_86 = keys_56.view(2, 7, 16, 64)
        return (view_86, values_56, queries_57)
