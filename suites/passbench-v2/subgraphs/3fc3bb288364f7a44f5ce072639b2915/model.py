import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, L_self_modules_classifier_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_classifier_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        x_1 = torch.flatten(x, 1)
        input_38 = torch._C._nn.linear(x_1, L_self_modules_classifier_modules_0_parameters_weight_, L_self_modules_classifier_modules_0_parameters_bias_)
        x_1 = None
        return (input_38,)
