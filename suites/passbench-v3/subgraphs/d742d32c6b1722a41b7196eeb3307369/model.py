import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_self_modules_stem_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stem_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        input_1 = torch.conv2d(L_x_, L_self_modules_stem_modules_0_parameters_weight_, L_self_modules_stem_modules_0_parameters_bias_, (4, 4), (0, 0), (1, 1), 1)
        x = input_1.permute(0, 2, 3, 1)
        input_1 = None
        return (x,)
