import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_291: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_293: torch.Tensor):
        hidden_state_294 = torch.conv2d(hidden_state_291, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_295 = torch.nn.functional.batch_norm(hidden_state_294, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_294 = None
        y_7 = hidden_state_293 + hidden_state_295
        hidden_state_295 = None
        hidden_state_296 = torch.nn.functional.silu(y_7)
        y_7 = None
        return (hidden_state_296,)
