import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_11: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_8 = torch._C._nn.linear(hidden_states_11, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_5 = linear_8.view(1, -1, 20, 64)
        linear_8 = None
        transpose_6 = view_5.transpose(1, 2)
        view_5 = None
        value_states_1 = transpose_6.contiguous()
        transpose_6 = None
        return (value_states_1,)
