import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_18: torch.Tensor, features_25: torch.Tensor, L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        features_26 = features_18 + features_25
        features_27 = features_26.permute(0, 2, 3, 1)
        features_26 = None
        features_28 = torch.nn.functional.layer_norm(features_27, (96,), L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_weight_, L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_bias_, 1e-06)
        features_27 = None
        features_29 = features_28.permute(0, 3, 1, 2)
        features_28 = None
        return (features_29,)
