import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, out_36: torch.Tensor, L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter, out_31: torch.Tensor):
        out_37 = torch.nn.functional.batch_norm(out_36, L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_, L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_, L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_, L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        out_37_1 = operator.iadd(out_37, out_31)
        out_37 = None
        out_39 = torch.nn.functional.relu(out_37_1, inplace=True)
        out_37_1 = None
        return (out_39,)
