import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_features_modules_3_modules_squeeze_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_3_modules_squeeze_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d_1 = torch.conv2d(input_3, L_self_modules_features_modules_3_modules_squeeze_parameters_weight_, L_self_modules_features_modules_3_modules_squeeze_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x = torch.nn.functional.relu(conv2d_1, inplace=True)
        conv2d_1 = None
        return (x,)
