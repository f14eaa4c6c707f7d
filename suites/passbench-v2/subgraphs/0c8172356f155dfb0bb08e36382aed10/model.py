import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, out_68: torch.Tensor, L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter, out_63: torch.Tensor):
        out_69 = torch.nn.functional.batch_norm(out_68, L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_, L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_, L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_, L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        out_69_1 = operator.iadd(out_69, out_63)
        out_69 = None
        out_71 = torch.nn.functional.relu(out_69_1, inplace=True)
        out_69_1 = None
        return (out_71,)
