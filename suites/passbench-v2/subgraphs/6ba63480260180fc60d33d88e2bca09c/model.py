import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_weight_: torch.Tensor, L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_bias_: torch.Tensor, L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_running_mean_: torch.Tensor):
        weight = L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_weight_.reshape(1, -1, 1, 1)
        bias = L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_bias_.reshape(1, -1, 1, 1)
        running_var = L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_running_var_.reshape(1, -1, 1, 1)
        running_mean = L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_0_modules_normalization_buffers_running_mean_.reshape(1, -1, 1, 1)
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
        return (scale, bias_1)
