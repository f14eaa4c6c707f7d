import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_hidden_states: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(normed_hidden_states, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_, None)
        view = linear.view((1, 128, -1, 64))
        linear = None
        query_states = view.transpose(1, 2)
        view = None
        return (query_states,)
