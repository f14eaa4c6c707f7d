import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_states: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(normed_states, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view = linear_1.view((1, 128, -1, 64))
        linear_1 = None
        query_states = view.transpose(1, 2)
        view = None
        return (query_states,)
