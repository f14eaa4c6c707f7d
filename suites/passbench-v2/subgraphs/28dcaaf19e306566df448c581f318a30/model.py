import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_22: torch.Tensor, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, cos_2: torch.Tensor, sin_2: torch.Tensor):
        linear_16 = torch._C._nn.linear(hidden_states_22, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_8 = linear_16.view((1, 128, -1, 64))
        linear_16 = None
        value_states_2 = view_8.transpose(1, 2)
        view_8 = None
        cos_5 = cos_2.unsqueeze(1)
        sin_5 = sin_2.unsqueeze(1)
        return (cos_5, sin_5, value_states_2)
