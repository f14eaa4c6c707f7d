import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_57: torch.Tensor, L_self_modules_head_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_head_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_58 = torch.nn.functional.layer_norm(x_57, (128,), L_self_modules_head_modules_norm_parameters_weight_, L_self_modules_head_modules_norm_parameters_bias_, 1e-05)
        x_59 = x_58.permute(0, 3, 1, 2)
        x_58 = None
        x_60 = x_59.flatten(1, -1)
        x_59 = None
        x_61 = torch.nn.functional.dropout(x_60, 0.0, False, False)
        x_60 = None
        return (x_61,)
