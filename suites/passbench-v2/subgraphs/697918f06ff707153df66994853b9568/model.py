import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_: torch.nn.parameter.Parameter, view_9: torch.Tensor, L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_: torch.nn.parameter.Parameter):
        x_4 = torch.addmm(L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_, view_9, L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_)
        x_5 = x_4.view((1, 31, 6144))
        x_4 = None
        return (x_5,)
