import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_9: torch.Tensor, L_self_modules_features_modules_9_modules_squeeze_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_squeeze_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_13 = torch.conv2d(input_9, L_self_modules_features_modules_9_modules_squeeze_parameters_weight_, L_self_modules_features_modules_9_modules_squeeze_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_4 = torch.nn.functional.relu(conv2d_13, inplace=True)
        conv2d_13 = None
        return (x_4,)
