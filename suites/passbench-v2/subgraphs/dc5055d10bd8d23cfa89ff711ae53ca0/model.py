import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_hidden_states: torch.Tensor, L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_: torch.nn.parameter.Parameter, key_states: torch.Tensor):
        value_states = torch._C._nn.linear(normed_hidden_states, L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_, None)
        view_2 = key_states.view(1, -1, 12, 256)
        return (view_2, value_states)
