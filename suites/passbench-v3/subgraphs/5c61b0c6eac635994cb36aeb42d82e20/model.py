import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_250: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_249: torch.Tensor):
        hidden_state_251 = torch.nn.functional.batch_norm(hidden_state_250, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        y_3 = hidden_state_249 + hidden_state_251
        hidden_state_251 = None
        input_10 = torch.nn.functional.silu(y_3)
        y_3 = None
        return (input_10,)
