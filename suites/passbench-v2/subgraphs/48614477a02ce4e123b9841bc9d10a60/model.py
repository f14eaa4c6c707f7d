import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_393: torch.Tensor, L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_bias_: torch.nn.parameter.Parameter, getitem_113: torch.Tensor):
        sp_394 = torch.nn.functional.batch_norm(sp_393, L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_mean_, L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_var_, L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_weight_, L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_bias_, False, 0.1, 1e-05)
        sp_395 = torch.nn.functional.relu(sp_394, inplace=True)
        sp_394 = None
        sp_396 = sp_395 + getitem_113
        return (sp_396, sp_395)
