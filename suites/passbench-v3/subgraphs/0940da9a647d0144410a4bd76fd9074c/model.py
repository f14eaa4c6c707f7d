import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_200: torch.Tensor, L_self_modules_layer3_modules_0_modules_convs_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        sp_201 = torch.conv2d(sp_200, L_self_modules_layer3_modules_0_modules_convs_modules_1_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1)
        sp_202 = torch.nn.functional.batch_norm(sp_201, L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_mean_, L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_var_, L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_weight_, L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_bias_, False, 0.1, 1e-05)
        sp_201 = None
        sp_203 = torch.nn.functional.relu(sp_202, inplace=True)
        sp_202 = None
        return (sp_203,)
