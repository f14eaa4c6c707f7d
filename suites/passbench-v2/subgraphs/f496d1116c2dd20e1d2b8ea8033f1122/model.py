import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_1: torch.Tensor, L_self_modules_layers_modules_0_modules_mlp_modules_Wi_parameters_weight_: torch.nn.parameter.Parameter):
        linear_2 = torch._C._nn.linear(layer_norm_1, L_self_modules_layers_modules_0_modules_mlp_modules_Wi_parameters_weight_, None)
        chunk = linear_2.chunk(2, dim=-1)
        linear_2 = None
        input_1 = chunk[0]
        gate = chunk[1]
        chunk = None
        return (input_1, gate)
