import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_17: torch.Tensor, L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_11 = torch._C._nn.linear(mul_17, L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_, None)
        view_1 = linear_11.view(1, 20, -1, 64)
        linear_11 = None
        return (view_1,)
