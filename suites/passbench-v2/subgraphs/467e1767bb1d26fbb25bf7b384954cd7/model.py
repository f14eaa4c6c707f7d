import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_279: torch.Tensor, L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        x_280 = torch._C._nn.linear(x_279, L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_weight_, L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_bias_)
        x_281 = torch.nn.functional.dropout(x_280, p=0.0, training=False)
        x_280 = None
        x_282 = x_281.view(1, 1, 1, 7, 7, 1024)
        x_281 = None
        permute_103 = x_282.permute(0, 1, 3, 2, 4, 5)
        x_282 = None
        return (permute_103,)
