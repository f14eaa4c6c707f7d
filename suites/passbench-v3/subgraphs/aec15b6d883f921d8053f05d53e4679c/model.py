import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_6: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, cos_2: torch.Tensor, sin_2: torch.Tensor):
        linear_8 = torch._C._nn.linear(hidden_states_6, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_5 = linear_8.view((1, 128, -1, 64))
        linear_8 = None
        value_states_1 = view_5.transpose(1, 2)
        view_5 = None
        cos_4 = cos_2.unsqueeze(1)
        sin_4 = sin_2.unsqueeze(1)
        return (cos_4, sin_4, value_states_1)
