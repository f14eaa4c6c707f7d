import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_87: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_24: torch.Tensor):
        values_24 = torch._C._nn.linear(hidden_states_87, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_37 = queries_24.view(2, 7, 12, 64)
        return (view_37, values_24)
