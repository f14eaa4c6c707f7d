import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_14: torch.Tensor, L_self_modules_classifier_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_classifier_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_15 = torch.conv2d(input_14, L_self_modules_classifier_modules_1_parameters_weight_, L_self_modules_classifier_modules_1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        input_16 = torch.nn.functional.relu(input_15, inplace=True)
        input_15 = None
        return (input_16,)
