import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_26: torch.Tensor, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_7 = torch._C._nn.linear(hidden_state_26, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_)
        view_20 = linear_7.view(1, 196, 3, 64)
        linear_7 = None
        key_1 = view_20.permute(0, 2, 1, 3)
        view_20 = None
        return (key_1,)
