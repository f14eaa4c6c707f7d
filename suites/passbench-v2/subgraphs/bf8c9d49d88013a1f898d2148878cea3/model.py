import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_mean_: torch.Tensor, hidden_states_97: torch.Tensor):
        weight_39 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_78 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_39 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_39 = L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_78 = running_var_39 + 1e-05
        running_var_39 = None
        rsqrt_39 = add_78.rsqrt()
        add_78 = None
        scale_39 = weight_39 * rsqrt_39
        weight_39 = rsqrt_39 = None
        mul_118 = running_mean_39 * scale_39
        running_mean_39 = None
        bias_79 = bias_78 - mul_118
        bias_78 = mul_118 = None
        mul_119 = hidden_states_97 * scale_39
        scale_39 = None
        return (mul_119, bias_79)
