import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_: torch.nn.parameter.Parameter, view_21: torch.Tensor, L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_: torch.nn.parameter.Parameter):
        x_20 = torch.addmm(L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_, view_21, L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_)
        x_21 = x_20.view((1, 128, 3072))
        x_20 = None
        return (x_21,)
