import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states_1: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_: torch.nn.parameter.Parameter, silu: torch.Tensor):
        linear_5 = torch._C._nn.linear(norm_hidden_states_1, L_self_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_, None)
        mul_6 = silu * linear_5
        linear_5 = None
        return (mul_6,)
