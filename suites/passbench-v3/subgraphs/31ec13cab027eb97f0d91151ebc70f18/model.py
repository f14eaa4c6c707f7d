import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_windows_2: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_17 = torch._C._nn.linear(hidden_states_windows_2, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_modules_key_parameters_weight_, None)
        view_40 = linear_17.view(64, -1, 6, 30)
        linear_17 = None
        key_layer_2 = view_40.transpose(1, 2)
        view_40 = None
        return (key_layer_2,)
