import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_4: torch.Tensor, L_self_modules_features_modules_4_modules_squeeze_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_4_modules_squeeze_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_4 = torch.conv2d(input_4, L_self_modules_features_modules_4_modules_squeeze_parameters_weight_, L_self_modules_features_modules_4_modules_squeeze_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_1 = torch.nn.functional.relu(conv2d_4, inplace=True)
        conv2d_4 = None
        return (x_1,)
