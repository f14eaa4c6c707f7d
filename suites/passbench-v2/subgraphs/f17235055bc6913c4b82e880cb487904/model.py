import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state: torch.Tensor, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_1 = torch.nn.functional.batch_norm(hidden_state, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_buffers_running_mean_, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_buffers_running_var_, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_parameters_weight_, L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem1_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_2 = torch.nn.functional.relu(hidden_state_1, inplace=False)
        hidden_state_1 = None
        embedding = torch._C._nn.pad(hidden_state_2, (0, 1, 0, 1), "constant", None)
        hidden_state_2 = None
        return (embedding,)
