import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_running_mean_: torch.Tensor):
        weight_40 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_80 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_40 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_40 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_1_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_80 = running_var_40 + 1e-05
        running_var_40 = None
        rsqrt_40 = add_80.rsqrt()
        add_80 = None
        scale_40 = weight_40 * rsqrt_40
        weight_40 = rsqrt_40 = None
        mul_121 = running_mean_40 * scale_40
        running_mean_40 = None
        return (bias_80, mul_121, scale_40)
