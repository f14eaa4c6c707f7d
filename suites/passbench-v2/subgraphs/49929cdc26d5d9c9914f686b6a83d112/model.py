import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(hidden_states_2, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view = linear.view((1, 128, -1, 128))
        linear = None
        hidden_states_3 = view.to(torch.float16)
        view = None
        return (hidden_states_3,)
