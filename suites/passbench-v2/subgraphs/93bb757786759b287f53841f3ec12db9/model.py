import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor):
        weight_11 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_weight_.reshape(1, -1, 1, 1)
        bias_22 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_11 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_11 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_22 = running_var_11 + 1e-05
        running_var_11 = None
        rsqrt_11 = add_22.rsqrt()
        add_22 = None
        scale_11 = weight_11 * rsqrt_11
        weight_11 = rsqrt_11 = None
        mul_34 = running_mean_11 * scale_11
        running_mean_11 = None
        bias_23 = bias_22 - mul_34
        bias_22 = mul_34 = None
        return (scale_11, bias_23)
