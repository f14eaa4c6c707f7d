import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_194: torch.Tensor, L_self_modules_classifier_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_classifier_parameters_bias_: torch.nn.parameter.Parameter):
        x_195 = x_194.flatten(1, -1)
        x_196 = torch._C._nn.linear(x_195, L_self_modules_classifier_parameters_weight_, L_self_modules_classifier_parameters_bias_)
        x_195 = None
        return (x_196,)
