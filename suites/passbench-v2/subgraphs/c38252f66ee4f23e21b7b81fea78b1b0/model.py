import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_6: torch.Tensor, L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_: torch.nn.parameter.Parameter, silu: torch.Tensor):
        linear_5 = torch._C._nn.linear(hidden_states_6, L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_, None)
        mul_11 = silu * linear_5
        linear_5 = None
        return (mul_11,)
