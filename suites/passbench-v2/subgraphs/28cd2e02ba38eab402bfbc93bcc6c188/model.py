import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, out_116: torch.Tensor, L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter, out_111: torch.Tensor):
        out_117 = torch.nn.functional.batch_norm(out_116, L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_, L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_, L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_, L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        out_117_1 = operator.iadd(out_117, out_111)
        out_117 = None
        out_119 = torch.nn.functional.relu(out_117_1, inplace=True)
        out_117_1 = None
        return (out_119,)
