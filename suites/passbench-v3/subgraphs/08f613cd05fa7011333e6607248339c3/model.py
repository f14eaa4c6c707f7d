import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_hidden_states: torch.Tensor, L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_: torch.nn.parameter.Parameter):
        query_states = torch._C._nn.linear(normed_hidden_states, L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_, None)
        view_1 = query_states.view(1, -1, 12, 256)
        query_states = None
        query_states_1 = view_1.transpose(1, 2)
        view_1 = None
        return (query_states_1,)
