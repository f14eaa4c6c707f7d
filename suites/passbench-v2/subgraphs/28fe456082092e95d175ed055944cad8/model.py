import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor):
        weight_12 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_weight_.reshape(1, -1, 1, 1)
        bias_24 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_12 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_12 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn2_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_24 = running_var_12 + 1e-05
        running_var_12 = None
        rsqrt_12 = add_24.rsqrt()
        add_24 = None
        scale_12 = weight_12 * rsqrt_12
        weight_12 = rsqrt_12 = None
        return (running_mean_12, scale_12, bias_24)
