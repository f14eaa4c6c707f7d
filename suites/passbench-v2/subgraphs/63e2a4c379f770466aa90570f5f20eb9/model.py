import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_20: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(hidden_states_20, L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view_4 = linear_7.view((1, 9, -1, 128))
        linear_7 = None
        hidden_states_21 = view_4.to(torch.bfloat16)
        view_4 = None
        return (hidden_states_21,)
