import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_windows_1: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter):
        linear_9 = torch._C._nn.linear(hidden_states_windows_1, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_key_parameters_weight_, None)
        view_23 = linear_9.view(64, -1, 6, 30)
        linear_9 = None
        return (view_23,)
