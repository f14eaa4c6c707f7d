import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, L_args_0_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, cos_2: torch.Tensor):
        linear_9 = torch._C._nn.linear(hidden_states_10, L_args_0_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_5 = linear_9.view((1, 128, -1, 64))
        linear_9 = None
        value_states_1 = view_5.transpose(1, 2)
        view_5 = None
        cos_4 = cos_2.unsqueeze(1)
        return (cos_4, value_states_1)
