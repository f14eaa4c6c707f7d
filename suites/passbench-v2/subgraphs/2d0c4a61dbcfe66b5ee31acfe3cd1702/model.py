import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_19: torch.Tensor, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, query_states_2: torch.Tensor):
        value_states_2 = torch._C._nn.linear(hidden_states_19, L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_4 = query_states_2.view(1, 128, -1, 64)
        return (view_4, value_states_2)
