import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_20: torch.Tensor, L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_13 = torch._C._nn.linear(hidden_states_20, L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_7 = linear_13.view(1, -1, 16, 64)
        linear_13 = None
        return (view_7,)
