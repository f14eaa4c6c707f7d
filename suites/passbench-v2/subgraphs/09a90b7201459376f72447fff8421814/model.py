import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sp_225: torch.Tensor, L_self_modules_layer3_modules_1_modules_bns_modules_0_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_1_modules_bns_modules_0_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_1_modules_bns_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_1_modules_bns_modules_0_parameters_bias_: torch.nn.parameter.Parameter, getitem_65: torch.Tensor):
        sp_226 = torch.nn.functional.batch_norm(sp_225, L_self_modules_layer3_modules_1_modules_bns_modules_0_buffers_running_mean_, L_self_modules_layer3_modules_1_modules_bns_modules_0_buffers_running_var_, L_self_modules_layer3_modules_1_modules_bns_modules_0_parameters_weight_, L_self_modules_layer3_modules_1_modules_bns_modules_0_parameters_bias_, False, 0.1, 1e-05)
        sp_227 = torch.nn.functional.relu(sp_226, inplace=True)
        sp_226 = None
        sp_228 = sp_227 + getitem_65
        return (sp_228, sp_227)
