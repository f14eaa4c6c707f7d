import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_91: torch.Tensor, L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_58 = torch._C._nn.linear(mul_91, L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_, None)
        view_11 = linear_58.view(1, 20, -1, 64)
        linear_58 = None
        value_states_3 = view_11.transpose(1, 2)
        view_11 = None
        return (value_states_3,)
