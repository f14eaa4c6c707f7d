import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_: torch.Tensor, hidden_state_184: torch.Tensor):
        weight_66 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_132 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_66 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_66 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_134 = running_var_66 + 1e-05
        running_var_66 = None
        rsqrt_66 = add_134.rsqrt()
        add_134 = None
        scale_66 = weight_66 * rsqrt_66
        weight_66 = rsqrt_66 = None
        mul_199 = running_mean_66 * scale_66
        running_mean_66 = None
        bias_133 = bias_132 - mul_199
        bias_132 = mul_199 = None
        mul_200 = hidden_state_184 * scale_66
        scale_66 = None
        return (mul_200, bias_133)
