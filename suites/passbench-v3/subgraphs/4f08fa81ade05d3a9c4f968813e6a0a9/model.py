import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_226: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_228: torch.Tensor):
        hidden_state_229 = torch.conv2d(hidden_state_226, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_230 = torch.nn.functional.batch_norm(hidden_state_229, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_229 = None
        y = hidden_state_228 + hidden_state_230
        hidden_state_230 = None
        input_7 = torch.nn.functional.silu(y)
        y = None
        return (input_7,)
