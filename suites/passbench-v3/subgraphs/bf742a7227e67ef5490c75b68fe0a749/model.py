import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_20: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_9 = torch._C._nn.linear(hidden_states_20, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_6 = linear_9.view((1, 9, -1, 128))
        linear_9 = None
        return (view_6,)
