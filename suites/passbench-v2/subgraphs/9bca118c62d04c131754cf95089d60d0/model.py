import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_running_mean_: torch.Tensor):
        weight_1 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_weight_.reshape(1, -1, 1, 1)
        bias_2 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_1 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_1 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn1_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_2 = running_var_1 + 1e-05
        running_var_1 = None
        rsqrt_1 = add_2.rsqrt()
        add_2 = None
        scale_1 = weight_1 * rsqrt_1
        weight_1 = rsqrt_1 = None
        return (running_mean_1, scale_1, bias_2)
