import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, cos_2: torch.Tensor, sin_2: torch.Tensor):
        linear_2 = torch._C._nn.linear(hidden_states_2, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_2 = linear_2.view((1, 1500, -1, 64))
        linear_2 = None
        value_states = view_2.transpose(1, 2)
        view_2 = None
        cos_3 = cos_2.unsqueeze(1)
        sin_3 = sin_2.unsqueeze(1)
        return (cos_3, sin_3, value_states)
