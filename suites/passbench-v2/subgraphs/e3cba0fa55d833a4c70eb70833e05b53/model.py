import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_: torch.Tensor):
        weight_79 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_158 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_79 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_79 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_160 = running_var_79 + 1e-05
        running_var_79 = None
        rsqrt_79 = add_160.rsqrt()
        add_160 = None
        scale_79 = weight_79 * rsqrt_79
        weight_79 = rsqrt_79 = None
        return (running_mean_79, scale_79, bias_158)
