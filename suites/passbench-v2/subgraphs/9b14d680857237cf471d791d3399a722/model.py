import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor):
        weight_25 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_weight_.reshape(1, -1, 1, 1)
        bias_50 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_25 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_25 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer3_modules_0_modules_bn2_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_50 = running_var_25 + 1e-05
        running_var_25 = None
        rsqrt_25 = add_50.rsqrt()
        add_50 = None
        scale_25 = weight_25 * rsqrt_25
        weight_25 = rsqrt_25 = None
        return (running_mean_25, scale_25, bias_50)
