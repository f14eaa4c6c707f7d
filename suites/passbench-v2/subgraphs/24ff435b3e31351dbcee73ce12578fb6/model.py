import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states_2, L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_1 = linear_1.view(1, -1, 20, 64)
        linear_1 = None
        transpose_1 = view_1.transpose(1, 2)
        view_1 = None
        key_states = transpose_1.contiguous()
        transpose_1 = None
        return (key_states,)
