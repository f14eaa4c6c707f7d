import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_30: torch.Tensor, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_bias_: torch.nn.parameter.Parameter):
        features_31 = torch.conv2d(features_30, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_weight_, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_bias_, (1, 1), (3, 3), (1, 1), 192)
        features_32 = features_31.permute(0, 2, 3, 1)
        features_31 = None
        return (features_32,)
