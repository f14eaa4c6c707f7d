import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, fused_feature_map: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, input_9: torch.Tensor):
        hidden_state_239 = torch.conv2d(fused_feature_map, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_240 = torch.nn.functional.batch_norm(hidden_state_239, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_239 = None
        hidden_state_241 = torch.nn.functional.silu(hidden_state_240)
        hidden_state_240 = None
        new_fpn_feature_map = input_9 + hidden_state_241
        hidden_state_241 = None
        return (new_fpn_feature_map,)
