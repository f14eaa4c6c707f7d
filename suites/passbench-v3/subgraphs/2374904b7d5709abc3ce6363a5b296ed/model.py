import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_38: torch.Tensor, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_bias_: torch.nn.parameter.Parameter, input_30: torch.Tensor):
        input_39 = torch.nn.functional.batch_norm(input_38, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_var_, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_weight_, L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_bias_, False, 0.01, 0.001)
        _log_api_usage_once_2 = torch._C._log_api_usage_once("torchvision.ops.stochastic_depth.stochastic_depth")
        input_39_1 = operator.iadd(input_39, input_30)
        input_39 = None
        return (input_39_1,)
