import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_: torch.Tensor, hidden_state_69: torch.Tensor):
        weight_23 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_46 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_23 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_23 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_46 = running_var_23 + 1e-05
        running_var_23 = None
        rsqrt_23 = add_46.rsqrt()
        add_46 = None
        scale_23 = weight_23 * rsqrt_23
        weight_23 = rsqrt_23 = None
        mul_70 = running_mean_23 * scale_23
        running_mean_23 = None
        bias_47 = bias_46 - mul_70
        bias_46 = mul_70 = None
        mul_71 = hidden_state_69 * scale_23
        scale_23 = None
        return (mul_71, bias_47)
