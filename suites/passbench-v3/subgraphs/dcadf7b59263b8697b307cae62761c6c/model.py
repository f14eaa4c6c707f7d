import torch


class GraphModule(torch.nn.Module):
    def forward(self, features: torch.Tensor, L_self_modules_embeddings_modules_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        features_1 = torch.nn.functional.layer_norm(features, (96,), L_self_modules_embeddings_modules_layernorm_parameters_weight_, L_self_modules_embeddings_modules_layernorm_parameters_bias_, 1e-06)
        features_2 = features_1.permute(0, 3, 1, 2)
        features_1 = None
        return (features_2,)
