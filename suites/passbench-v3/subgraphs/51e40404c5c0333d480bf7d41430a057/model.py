import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_279: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_278: torch.Tensor):
        hidden_state_280 = torch.nn.functional.batch_norm(hidden_state_279, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_, L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        y_8 = hidden_state_278 + hidden_state_280
        hidden_state_280 = None
        input_15 = torch.nn.functional.silu(y_8)
        y_8 = None
        return (input_15,)
