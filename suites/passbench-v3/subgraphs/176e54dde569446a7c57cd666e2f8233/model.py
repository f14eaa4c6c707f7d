import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_hidden_states: torch.Tensor, L_args_0_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_LocalSelfAttention_modules_q_parameters_weight_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(normed_hidden_states, L_args_0_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_LocalSelfAttention_modules_q_parameters_weight_, None)
        query_states = linear.view(1, -1, 8, 64)
        linear = None
        return (query_states,)
