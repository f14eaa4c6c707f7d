import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_56: torch.Tensor, L_self_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        linear_74 = torch._C._nn.linear(transpose_56, L_self_modules_fc2_parameters_weight_, L_self_modules_fc2_parameters_bias_)
        quantized_acoustic = linear_74.transpose(1, 2)
        linear_74 = None
        return (quantized_acoustic,)
