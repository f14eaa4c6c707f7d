import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, L_self_modules_features_modules_6_modules_expand3x3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_6_modules_expand3x3_parameters_bias_: torch.nn.parameter.Parameter, relu_8: torch.Tensor):
        conv2d_9 = torch.conv2d(x_2, L_self_modules_features_modules_6_modules_expand3x3_parameters_weight_, L_self_modules_features_modules_6_modules_expand3x3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        relu_9 = torch.nn.functional.relu(conv2d_9, inplace=True)
        conv2d_9 = None
        input_7 = torch.cat([relu_8, relu_9], 1)
        relu_9 = None
        return (input_7,)
