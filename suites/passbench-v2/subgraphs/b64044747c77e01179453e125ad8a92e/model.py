import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, tensor_3_1: torch.Tensor, attn_1: torch.Tensor, L_self_modules_layer_norm1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer_norm1_modules_0_parameters_bias_: torch.nn.parameter.Parameter):
        tensor_5 = tensor_3_1 + attn_1
        tensor_6 = torch.nn.functional.layer_norm(tensor_5, (768,), L_self_modules_layer_norm1_modules_0_parameters_weight_, L_self_modules_layer_norm1_modules_0_parameters_bias_, 1e-12)
        tensor_5 = None
        return (tensor_6,)
