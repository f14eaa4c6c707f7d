import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_12: torch.Tensor, L_args_0_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(hidden_states_12, L_args_0_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view_3 = linear_7.view((1, 128, -1, 128))
        linear_7 = None
        return (view_3,)
