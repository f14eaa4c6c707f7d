import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_5: torch.Tensor, L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_: torch.nn.parameter.Parameter, gelu: torch.Tensor):
        linear_6 = torch._C._nn.linear(hidden_states_5, L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_, None)
        mul_25 = gelu * linear_6
        linear_6 = None
        return (mul_25,)
