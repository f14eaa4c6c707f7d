import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_245: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_246 = torch.nn.functional.batch_norm(hidden_state_245, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_, L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_247 = torch.nn.functional.silu(hidden_state_246)
        hidden_state_246 = None
        return (hidden_state_247,)
