import torch


class GraphModule(torch.nn.Module):
    def forward(self, ln_outputs_1: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        key_layer_2 = torch._C._nn.linear(ln_outputs_1, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_key_parameters_bias_)
        view_5 = key_layer_2.view(1, -1, 12, 64)
        key_layer_2 = None
        return (view_5,)
