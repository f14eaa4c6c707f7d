import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_59: torch.Tensor, L_self_modules_features_modules_5_modules_0_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_5_modules_0_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        x_60 = torch._C._nn.linear(x_59, L_self_modules_features_modules_5_modules_0_modules_attn_modules_proj_parameters_weight_, L_self_modules_features_modules_5_modules_0_modules_attn_modules_proj_parameters_bias_)
        x_61 = torch.nn.functional.dropout(x_60, p=0.0, training=False)
        x_60 = None
        x_62 = x_61.view(1, 2, 2, 7, 7, 512)
        x_61 = None
        permute_22 = x_62.permute(0, 1, 3, 2, 4, 5)
        x_62 = None
        return (permute_22,)
