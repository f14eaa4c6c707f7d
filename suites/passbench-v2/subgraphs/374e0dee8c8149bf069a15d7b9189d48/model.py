import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_: torch.Tensor):
        weight_51 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_102 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_51 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_51 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_2_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_103 = running_var_51 + 1e-05
        running_var_51 = None
        rsqrt_51 = add_103.rsqrt()
        add_103 = None
        scale_51 = weight_51 * rsqrt_51
        weight_51 = rsqrt_51 = None
        mul_154 = running_mean_51 * scale_51
        running_mean_51 = None
        bias_103 = bias_102 - mul_154
        bias_102 = mul_154 = None
        return (scale_51, bias_103)
