import torch


class GraphModule(torch.nn.Module):
    def forward(self, ln_outputs_1: torch.Tensor, L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_3: torch.Tensor):
        value_layer_2 = torch._C._nn.linear(ln_outputs_1, L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_weight_, L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_bias_)
        view_6 = value_layer_2.view((1, 128, -1, 64))
        value_layer_2 = None
        value_layer_3 = view_6.transpose(1, 2)
        view_6 = None
        transpose_7 = key_layer_3.transpose(-1, -2)
        return (transpose_7, value_layer_3)
