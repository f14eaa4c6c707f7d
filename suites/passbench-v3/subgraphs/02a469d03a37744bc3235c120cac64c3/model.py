import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_layers_modules_0_modules_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(hidden_states, L_self_modules_layers_modules_0_modules_attn_modules_q_proj_parameters_weight_, None)
        view = linear.view((1, 128, -1, 64))
        linear = None
        return (view,)
