import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_29: torch.Tensor, L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_mean_: torch.Tensor, L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_var_: torch.Tensor, L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_bias_: torch.nn.parameter.Parameter, getitem_9: torch.Tensor):
        sp_30 = torch.nn.functional.batch_norm(sp_29, L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_mean_, L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_var_, L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_weight_, L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_bias_, False, 0.1, 1e-05)
        sp_31 = torch.nn.functional.relu(sp_30, inplace=True)
        sp_30 = None
        sp_32 = sp_31 + getitem_9
        return (sp_32, sp_31)
