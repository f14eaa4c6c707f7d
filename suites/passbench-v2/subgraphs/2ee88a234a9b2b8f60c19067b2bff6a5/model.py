import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_34: torch.Tensor, L_self_modules_model_modules_layers_modules_3_modules_feed_forward_modules_w3_parameters_weight_: torch.nn.parameter.Parameter, silu_3: torch.Tensor):
        linear_20 = torch._C._nn.linear(mul_34, L_self_modules_model_modules_layers_modules_3_modules_feed_forward_modules_w3_parameters_weight_, None)
        mul_35 = silu_3 * linear_20
        linear_20 = None
        return (mul_35,)
