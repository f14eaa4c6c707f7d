import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_mean_: torch.Tensor):
        weight_2 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_weight_.reshape(1, -1, 1, 1)
        bias_4 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_2 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_2 = L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_4 = running_var_2 + 1e-05
        running_var_2 = None
        return (add_4, weight_2, running_mean_2, bias_4)
