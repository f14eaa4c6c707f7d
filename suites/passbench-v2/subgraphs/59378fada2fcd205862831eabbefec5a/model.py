import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_running_mean_: torch.Tensor):
        weight_78 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_156 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_78 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_78 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_0_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_158 = running_var_78 + 1e-05
        running_var_78 = None
        rsqrt_78 = add_158.rsqrt()
        add_158 = None
        scale_78 = weight_78 * rsqrt_78
        weight_78 = rsqrt_78 = None
        mul_235 = running_mean_78 * scale_78
        running_mean_78 = None
        bias_157 = bias_156 - mul_235
        bias_156 = mul_235 = None
        return (scale_78, bias_157)
