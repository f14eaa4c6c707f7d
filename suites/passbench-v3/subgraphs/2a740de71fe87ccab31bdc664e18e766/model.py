import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_3: torch.Tensor, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_19 = torch._C._nn.linear(key_3, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_)
        view_40 = linear_19.view(1, 50, 6, 64)
        linear_19 = None
        key_4 = view_40.permute(0, 2, 1, 3)
        view_40 = None
        return (key_4,)
