import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_88: torch.Tensor, L_self_modules_layer2_modules_0_modules_convs_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        sp_89 = torch.conv2d(sp_88, L_self_modules_layer2_modules_0_modules_convs_modules_1_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1)
        sp_90 = torch.nn.functional.batch_norm(sp_89, L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_mean_, L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_var_, L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_weight_, L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_bias_, False, 0.1, 1e-05)
        sp_89 = None
        sp_91 = torch.nn.functional.relu(sp_90, inplace=True)
        sp_90 = None
        return (sp_91,)
