import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_2 = torch.conv2d(x, L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_, L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        relu_2 = torch.nn.functional.relu(conv2d_2, inplace=True)
        conv2d_2 = None
        return (relu_2,)
