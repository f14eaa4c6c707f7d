import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_6: torch.Tensor, L_self_modules_features_modules_11_modules_expand3x3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_11_modules_expand3x3_parameters_bias_: torch.nn.parameter.Parameter, relu_20: torch.Tensor):
        conv2d_21 = torch.conv2d(x_6, L_self_modules_features_modules_11_modules_expand3x3_parameters_weight_, L_self_modules_features_modules_11_modules_expand3x3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        relu_21 = torch.nn.functional.relu(conv2d_21, inplace=True)
        conv2d_21 = None
        input_12 = torch.cat([relu_20, relu_21], 1)
        relu_21 = None
        return (input_12,)
