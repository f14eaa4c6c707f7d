import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_running_mean_: torch.Tensor):
        weight_3 = L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias_6 = L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var_3 = L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean_3 = L_self_modules_backbone_modules_model_modules_embedder_modules_stem3_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
        add_6 = running_var_3 + 1e-05
        running_var_3 = None
        rsqrt_3 = add_6.rsqrt()
        add_6 = None
        scale_3 = weight_3 * rsqrt_3
        weight_3 = rsqrt_3 = None
        mul_10 = running_mean_3 * scale_3
        running_mean_3 = None
        return (bias_6, mul_10, scale_3)
