import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_39: torch.Tensor, L_self_modules_encoder_modules_encoder_mask_lateral_modules_convolution_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_26 = torch.conv2d(hidden_state_39, L_self_modules_encoder_modules_encoder_mask_lateral_modules_convolution_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1)
        hidden_states_27 = torch.nn.functional.batch_norm(hidden_states_26, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_mean_, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_var_, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_weight_, L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_states_26 = None
        return (hidden_states_27,)
