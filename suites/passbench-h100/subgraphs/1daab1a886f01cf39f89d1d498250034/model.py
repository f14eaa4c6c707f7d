import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_6: torch.Tensor, L_self_modules_features_modules_11_modules_expand1x1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_11_modules_expand1x1_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_20 = torch.conv2d(x_6, L_self_modules_features_modules_11_modules_expand1x1_parameters_weight_, L_self_modules_features_modules_11_modules_expand1x1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        relu_20 = torch.nn.functional.relu(conv2d_20, inplace=True)
        conv2d_20 = None
        return (relu_20,)
