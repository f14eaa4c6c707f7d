import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_250: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_268: torch.Tensor):
        hidden_state_269 = torch.conv2d(hidden_state_250, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_270 = torch.nn.functional.batch_norm(hidden_state_269, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_269 = None
        hidden_state_271 = torch.nn.functional.silu(hidden_state_270)
        hidden_state_270 = None
        hidden_state_272 = hidden_state_268 + hidden_state_271
        hidden_state_271 = None
        return (hidden_state_272,)
