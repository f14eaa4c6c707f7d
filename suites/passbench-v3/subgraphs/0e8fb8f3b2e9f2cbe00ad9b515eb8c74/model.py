import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_75: torch.Tensor, L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_47 = torch._C._nn.linear(hidden_states_75, L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_16 = linear_47.view((1, 128, -1, 512))
        linear_47 = None
        return (view_16,)
