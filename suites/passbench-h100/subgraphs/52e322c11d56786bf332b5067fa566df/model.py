import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_4: torch.Tensor, L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_: torch.nn.parameter.Parameter, relu_14: torch.Tensor):
        conv2d_15 = torch.conv2d(x_4, L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_, L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1)
        relu_15 = torch.nn.functional.relu(conv2d_15, inplace=True)
        conv2d_15 = None
        input_10 = torch.cat([relu_14, relu_15], 1)
        relu_15 = None
        return (input_10,)
