import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_3: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(hidden_states_3, L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view_3 = linear_7.view((1, 128, -1, 64))
        linear_7 = None
        query_states_1 = view_3.transpose(1, 2)
        view_3 = None
        return (query_states_1,)
