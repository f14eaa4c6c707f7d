import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, fused_feature_map_1: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, input_12: torch.Tensor):
        hidden_state_260 = torch.conv2d(fused_feature_map_1, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_261 = torch.nn.functional.batch_norm(hidden_state_260, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_260 = None
        hidden_state_262 = torch.nn.functional.silu(hidden_state_261)
        hidden_state_261 = None
        new_fpn_feature_map_1 = input_12 + hidden_state_262
        hidden_state_262 = None
        return (new_fpn_feature_map_1,)
