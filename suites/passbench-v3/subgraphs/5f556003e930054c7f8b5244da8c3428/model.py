import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_22: torch.Tensor, L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_15 = torch._C._nn.linear(hidden_states_22, L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_7 = linear_15.view((1, 128, -1, 64))
        linear_15 = None
        key_states_2 = view_7.transpose(1, 2)
        view_7 = None
        return (key_states_2,)
