import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_228: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_230: torch.Tensor):
        hidden_state_231 = torch.conv2d(hidden_state_228, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_232 = torch.nn.functional.batch_norm(hidden_state_231, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_231 = None
        y = hidden_state_230 + hidden_state_232
        hidden_state_232 = None
        hidden_state_233 = torch.nn.functional.silu(y)
        y = None
        return (hidden_state_233,)
