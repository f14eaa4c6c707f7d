import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_2: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_bias_: torch.nn.parameter.Parameter):
        features_3 = torch.conv2d(features_2, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_bias_, (1, 1), (3, 3), (1, 1), 96)
        features_4 = features_3.permute(0, 2, 3, 1)
        features_3 = None
        return (features_4,)
