import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_112: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_109 = torch._C._nn.linear(hidden_states_112, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_)
        view_138 = linear_109.view(1, -1, 4, 64)
        linear_109 = None
        transpose_84 = view_138.transpose(1, 2)
        view_138 = None
        key_states_30 = transpose_84.contiguous()
        transpose_84 = None
        return (key_states_30,)
