import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor):
        weight_44 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_weight_.reshape(1, -1, 1, 1)
        bias_88 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_44 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_44 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn2_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_88 = running_var_44 + 1e-05
        running_var_44 = None
        rsqrt_44 = add_88.rsqrt()
        add_88 = None
        scale_44 = weight_44 * rsqrt_44
        weight_44 = rsqrt_44 = None
        return (running_mean_44, scale_44, bias_88)
