import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_5: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_state_5, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_)
        view_8 = linear_1.view(1, 784, 1, 64)
        linear_1 = None
        key = view_8.permute(0, 2, 1, 3)
        view_8 = None
        return (key,)
