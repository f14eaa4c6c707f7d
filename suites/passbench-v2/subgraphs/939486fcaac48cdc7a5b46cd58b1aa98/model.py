import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_parameters_layer_scale_parameter_: torch.nn.parameter.Parameter, features_57: torch.Tensor):
        features_58 = L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_parameters_layer_scale_parameter_ * features_57
        features_59 = features_58.permute(0, 3, 1, 2)
        features_58 = None
        return (features_59,)
