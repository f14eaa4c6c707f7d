import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_17: torch.Tensor, L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_14 = torch._C._nn.linear(hidden_states_17, L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_)
        view_11 = linear_14.view(1, 15, -1, 64)
        linear_14 = None
        return (view_11,)
