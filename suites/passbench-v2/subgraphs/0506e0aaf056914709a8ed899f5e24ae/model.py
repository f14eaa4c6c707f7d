import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_mean_: torch.Tensor):
        weight_5 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_weight_.reshape(1, -1, 1, 1)
        bias_10 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_5 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_5 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_10 = running_var_5 + 1e-05
        running_var_5 = None
        rsqrt_5 = add_10.rsqrt()
        add_10 = None
        scale_5 = weight_5 * rsqrt_5
        weight_5 = rsqrt_5 = None
        mul_16 = running_mean_5 * scale_5
        running_mean_5 = None
        bias_11 = bias_10 - mul_16
        bias_10 = mul_16 = None
        return (scale_5, bias_11)
