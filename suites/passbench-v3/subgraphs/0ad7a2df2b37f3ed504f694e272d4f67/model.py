import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_105: torch.Tensor, L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_bias_: torch.nn.parameter.Parameter):
        x_289 = permute_105.reshape(1, 49, 1024)
        qkv_46 = torch._C._nn.linear(x_289, L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_weight_, L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_bias_)
        x_289 = None
        return (qkv_46,)
