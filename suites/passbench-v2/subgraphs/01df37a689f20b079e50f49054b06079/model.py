import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_365: torch.Tensor, L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        sp_366 = torch.nn.functional.batch_norm(sp_365, L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_mean_, L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_var_, L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_weight_, L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_bias_, False, 0.1, 1e-05)
        sp_367 = torch.nn.functional.relu(sp_366, inplace=True)
        sp_366 = None
        return (sp_367,)
