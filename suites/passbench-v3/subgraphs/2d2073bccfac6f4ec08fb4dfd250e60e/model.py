import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_10: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_253: torch.Tensor):
        hidden_state_254 = torch.conv2d(input_10, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_255 = torch.nn.functional.batch_norm(hidden_state_254, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_254 = None
        y_4 = hidden_state_253 + hidden_state_255
        hidden_state_255 = None
        input_11 = torch.nn.functional.silu(y_4)
        y_4 = None
        return (input_11,)
