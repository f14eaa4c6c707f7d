import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_13: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_361: torch.Tensor):
        hidden_state_362 = torch.conv2d(getitem_13, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_363 = torch.nn.functional.batch_norm(hidden_state_362, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_362 = None
        hidden_state_364 = torch.nn.functional.silu(hidden_state_363)
        hidden_state_363 = None
        hidden_state_365 = hidden_state_361 + hidden_state_364
        hidden_state_364 = None
        return (hidden_state_365,)
