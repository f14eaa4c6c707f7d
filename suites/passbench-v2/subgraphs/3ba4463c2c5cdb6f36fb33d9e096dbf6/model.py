import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_6: torch.Tensor, dropout: torch.Tensor, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_bias_: torch.nn.parameter.Parameter):
        x_7 = x_6 + dropout
        y = torch.nn.functional.layer_norm(x_7, (1280,), L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_weight_, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_bias_, 1e-06)
        return (y, x_7)
