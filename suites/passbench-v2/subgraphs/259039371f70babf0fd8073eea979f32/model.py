import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_14: torch.Tensor, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_14 = torch._C._nn.linear(hidden_states_14, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_)
        view_8 = linear_14.view((1, 1500, -1, 64))
        linear_14 = None
        value_states_2 = view_8.transpose(1, 2)
        view_8 = None
        return (value_states_2,)
