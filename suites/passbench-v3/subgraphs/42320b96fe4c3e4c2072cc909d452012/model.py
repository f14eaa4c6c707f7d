import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_116: torch.Tensor, L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_bias_: torch.nn.parameter.Parameter):
        input_117 = torch._C._nn.linear(input_116, L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_weight_, L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_bias_)
        input_118 = torch.nn.functional.dropout(input_117, 0.0, False, False)
        input_117 = None
        _log_api_usage_once_45 = torch._C._log_api_usage_once("torchvision.ops.stochastic_depth.stochastic_depth")
        return (input_118,)
