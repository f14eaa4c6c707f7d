import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_windows_6: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_51 = torch._C._nn.linear(hidden_states_windows_6, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_modules_key_parameters_weight_, None)
        view_114 = linear_51.view(4, -1, 12, 32)
        linear_51 = None
        key_layer_6 = view_114.transpose(1, 2)
        view_114 = None
        return (key_layer_6,)
