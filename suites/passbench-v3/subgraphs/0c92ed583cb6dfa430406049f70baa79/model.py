import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_windows_3: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_26 = torch._C._nn.linear(hidden_states_windows_3, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_modules_key_parameters_weight_, None)
        view_60 = linear_26.view(16, -1, 6, 32)
        linear_26 = None
        return (view_60,)
