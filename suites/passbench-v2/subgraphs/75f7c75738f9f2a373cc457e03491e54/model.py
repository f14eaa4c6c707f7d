import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_42: torch.Tensor, L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, cos_2: torch.Tensor):
        linear_30 = torch._C._nn.linear(hidden_states_42, L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_14 = linear_30.view((1, 128, -1, 64))
        linear_30 = None
        value_states_4 = view_14.transpose(1, 2)
        view_14 = None
        cos_7 = cos_2.unsqueeze(1)
        return (cos_7, value_states_4)
