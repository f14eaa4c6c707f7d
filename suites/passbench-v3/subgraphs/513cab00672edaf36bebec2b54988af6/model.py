import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_56: torch.Tensor, L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_37 = torch._C._nn.linear(hidden_states_56, L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_19 = linear_37.view(1, -1, 20, 64)
        linear_37 = None
        transpose_25 = view_19.transpose(1, 2)
        view_19 = None
        return (transpose_25,)
