import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_6: torch.Tensor, L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_bias_: torch.nn.parameter.Parameter):
        input_7 = torch._C._nn.linear(input_6, L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_weight_, L_self_modules_features_modules_1_modules_0_modules_mlp_modules_3_parameters_bias_)
        input_8 = torch.nn.functional.dropout(input_7, 0.0, False, False)
        input_7 = None
        _log_api_usage_once_1 = torch._C._log_api_usage_once("torchvision.ops.stochastic_depth.stochastic_depth")
        return (input_8,)
