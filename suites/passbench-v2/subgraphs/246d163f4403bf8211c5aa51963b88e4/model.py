import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_input: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        mul_1 = layer_input * L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_weight_
        layer_input_1 = mul_1 + L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_bias_
        mul_1 = None
        return (layer_input_1,)
