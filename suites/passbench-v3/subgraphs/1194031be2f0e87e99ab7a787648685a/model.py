import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_16: torch.Tensor, L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_bias_: torch.nn.parameter.Parameter):
        input_17 = torch._C._nn.linear(input_16, L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_weight_, L_self_modules_features_modules_3_modules_0_modules_mlp_modules_3_parameters_bias_)
        input_18 = torch.nn.functional.dropout(input_17, 0.0, False, False)
        input_17 = None
        _log_api_usage_once_5 = torch._C._log_api_usage_once("torchvision.ops.stochastic_depth.stochastic_depth")
        return (input_18,)
