import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_3: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_bias_: torch.nn.parameter.Parameter):
        flatten_3 = embeddings_3.flatten(2)
        embeddings_4 = flatten_3.transpose(1, 2)
        flatten_3 = None
        embeddings_5 = torch.nn.functional.layer_norm(embeddings_4, (32,), L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_bias_, 1e-05)
        embeddings_4 = None
        layer_norm_9 = torch.nn.functional.layer_norm(embeddings_5, (32,), L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_bias_, 1e-05)
        return (layer_norm_9, embeddings_5)
