import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_11: torch.Tensor, L_self_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(hidden_states_11, L_self_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_, None)
        view_4 = linear_7.view((1, 197, -1, 64))
        linear_7 = None
        key_states_1 = view_4.transpose(1, 2)
        view_4 = None
        return (key_states_1,)
