import torch


class GraphModule(torch.nn.Module):
    def forward(self, normed_hidden_states: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_: torch.nn.parameter.Parameter, key_states: torch.Tensor):
        value_states = torch._C._nn.linear(normed_hidden_states, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_, None)
        view_1 = key_states.view(1, -1, 6, 64)
        key_states_1 = view_1.transpose(1, 2)
        view_1 = None
        view_2 = value_states.view(1, -1, 6, 64)
        value_states = None
        value_states_1 = view_2.transpose(1, 2)
        view_2 = None
        return (key_states_1, value_states_1)
