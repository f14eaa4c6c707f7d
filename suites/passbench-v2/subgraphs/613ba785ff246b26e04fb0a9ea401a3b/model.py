import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_: torch.nn.parameter.Parameter, view_10: torch.Tensor, L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_: torch.nn.parameter.Parameter):
        x_4 = torch.addmm(L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_, view_10, L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_)
        x_5 = x_4.view((1, 128, 2048))
        x_4 = None
        return (x_5,)
