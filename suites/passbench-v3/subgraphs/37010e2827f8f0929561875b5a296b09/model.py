import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(hidden_states_2, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_)
        view = linear.view(1, 18, -1, 64)
        linear = None
        query_states = view.transpose(1, 2)
        view = None
        return (query_states,)
