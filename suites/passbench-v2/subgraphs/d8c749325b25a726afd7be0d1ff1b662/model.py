import torch


class GraphModule(torch.nn.Module):
    def forward(self, temporal_embedding: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_4 = temporal_embedding.reshape(1, 14, 14, 8, 768)
        temporal_embedding_1 = reshape_4.reshape(196, 8, 768)
        reshape_4 = None
        layer_norm = torch.nn.functional.layer_norm(temporal_embedding_1, (768,), L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_bias_, 1e-06)
        temporal_embedding_1 = None
        return (layer_norm,)
