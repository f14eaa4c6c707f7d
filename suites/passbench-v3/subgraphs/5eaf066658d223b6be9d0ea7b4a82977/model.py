import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states_1, L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_1 = linear_1.view((1, 256, -1, 80))
        linear_1 = None
        return (view_1,)
