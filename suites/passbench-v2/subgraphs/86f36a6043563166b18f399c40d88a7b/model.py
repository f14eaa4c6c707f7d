import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor):
        weight_43 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_weight_.reshape(1, -1, 1, 1)
        bias_86 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_43 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_43 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_86 = running_var_43 + 1e-05
        running_var_43 = None
        rsqrt_43 = add_86.rsqrt()
        add_86 = None
        scale_43 = weight_43 * rsqrt_43
        weight_43 = rsqrt_43 = None
        mul_130 = running_mean_43 * scale_43
        running_mean_43 = None
        bias_87 = bias_86 - mul_130
        bias_86 = mul_130 = None
        return (scale_43, bias_87)
