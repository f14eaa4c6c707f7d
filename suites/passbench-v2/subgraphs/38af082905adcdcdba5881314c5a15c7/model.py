import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, out_12: torch.Tensor, L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_: torch.Tensor, L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_: torch.Tensor, L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter, out_7: torch.Tensor):
        out_13 = torch.nn.functional.batch_norm(out_12, L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_, L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_, L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_, L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05)
        out_13_1 = operator.iadd(out_13, out_7)
        out_13 = None
        out_15 = torch.nn.functional.relu(out_13_1, inplace=True)
        out_13_1 = None
        return (out_15,)
