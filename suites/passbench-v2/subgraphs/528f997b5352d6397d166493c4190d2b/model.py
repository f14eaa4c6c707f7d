import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_mean_: torch.Tensor, x: torch.Tensor):
        weight = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_weight_.reshape(1, -1, 1, 1)
        bias = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_bias_.reshape(1, -1, 1, 1)
        running_var = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_mean_.reshape(1, -1, 1, 1)
        add = running_var + 1e-05
        running_var = None
        rsqrt = add.rsqrt()
        add = None
        scale = weight * rsqrt
        weight = rsqrt = None
        mul_1 = running_mean * scale
        running_mean = None
        bias_1 = bias - mul_1
        bias = mul_1 = None
        mul_2 = x * scale
        scale = None
        return (mul_2, bias_1)
