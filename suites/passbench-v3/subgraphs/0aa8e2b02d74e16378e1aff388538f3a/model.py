import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_58: torch.Tensor, L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_34 = torch._C._nn.linear(hidden_states_58, L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_14 = linear_34.view((1, 128, -1, 128))
        linear_34 = None
        value_states_4 = view_14.transpose(1, 2)
        view_14 = None
        return (value_states_4,)
