import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_hidden_states_2: torch.Tensor, L_self_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_: torch.nn.parameter.Parameter):
        query_states_4 = torch._C._nn.linear(normed_hidden_states_2, L_self_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_, None)
        view_9 = query_states_4.view(1, -1, 12, 256)
        query_states_4 = None
        return (view_9,)
