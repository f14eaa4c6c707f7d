import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_: torch.nn.parameter.Parameter, relu_2: torch.Tensor):
        conv2d_3 = torch.conv2d(x, L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_, L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        relu_3 = torch.nn.functional.relu(conv2d_3, inplace=True)
        conv2d_3 = None
        input_4 = torch.cat([relu_2, relu_3], 1)
        relu_3 = None
        return (input_4,)
