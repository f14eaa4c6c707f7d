import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_states: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_2 = torch._C._nn.linear(normed_states, L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_1 = linear_2.view((1, 128, -1, 64))
        linear_2 = None
        return (view_1,)
