import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, fused_feature_map_3: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, input_18: torch.Tensor):
        hidden_state_302 = torch.conv2d(fused_feature_map_3, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        hidden_state_303 = torch.nn.functional.batch_norm(hidden_state_302, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_302 = None
        hidden_state_304 = torch.nn.functional.silu(hidden_state_303)
        hidden_state_303 = None
        new_pan_feature_map_1 = input_18 + hidden_state_304
        hidden_state_304 = None
        return (new_pan_feature_map_1,)
