import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_46: torch.Tensor, features_53: torch.Tensor, L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        features_54 = features_46 + features_53
        features_55 = features_54.permute(0, 2, 3, 1)
        features_54 = None
        features_56 = torch.nn.functional.layer_norm(features_55, (192,), L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_weight_, L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_bias_, 1e-06)
        features_55 = None
        features_57 = features_56.permute(0, 3, 1, 2)
        features_56 = None
        return (features_57,)
