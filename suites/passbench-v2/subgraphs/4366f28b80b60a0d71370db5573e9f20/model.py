import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_113: torch.Tensor, L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_mean_: torch.Tensor, L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_var_: torch.Tensor, L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_bias_: torch.nn.parameter.Parameter, getitem_33: torch.Tensor):
        sp_114 = torch.nn.functional.batch_norm(sp_113, L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_mean_, L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_var_, L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_weight_, L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_bias_, False, 0.1, 1e-05)
        sp_115 = torch.nn.functional.relu(sp_114, inplace=True)
        sp_114 = None
        sp_116 = sp_115 + getitem_33
        return (sp_116, sp_115)
