import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_368: torch.Tensor, L_self_modules_layer4_modules_0_modules_convs_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        sp_369 = torch.conv2d(sp_368, L_self_modules_layer4_modules_0_modules_convs_modules_1_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1)
        sp_370 = torch.nn.functional.batch_norm(sp_369, L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_mean_, L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_var_, L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_weight_, L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_bias_, False, 0.1, 1e-05)
        sp_369 = None
        sp_371 = torch.nn.functional.relu(sp_370, inplace=True)
        sp_370 = None
        return (sp_371,)
