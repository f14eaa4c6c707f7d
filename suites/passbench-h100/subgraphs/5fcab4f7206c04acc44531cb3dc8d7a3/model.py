import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, L_self_modules_features_modules_6_modules_expand1x1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_6_modules_expand1x1_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_8 = torch.conv2d(x_2, L_self_modules_features_modules_6_modules_expand1x1_parameters_weight_, L_self_modules_features_modules_6_modules_expand1x1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        relu_8 = torch.nn.functional.relu(conv2d_8, inplace=True)
        conv2d_8 = None
        return (relu_8,)
