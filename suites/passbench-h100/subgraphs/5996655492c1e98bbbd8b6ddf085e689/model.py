import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_7: torch.Tensor, L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_: torch.nn.parameter.Parameter, relu_23: torch.Tensor):
        conv2d_24 = torch.conv2d(x_7, L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_, L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        relu_24 = torch.nn.functional.relu(conv2d_24, inplace=True)
        conv2d_24 = None
        input_13 = torch.cat([relu_23, relu_24], 1)
        relu_24 = None
        input_14 = torch.nn.functional.dropout(input_13, 0.5, False, False)
        input_13 = None
        return (input_14,)
