import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_6: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_bias_: torch.nn.parameter.Parameter):
        flatten_6 = embeddings_6.flatten(2)
        embeddings_7 = flatten_6.transpose(1, 2)
        flatten_6 = None
        embeddings_8 = torch.nn.functional.layer_norm(embeddings_7, (64,), L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_bias_, 1e-05)
        embeddings_7 = None
        layer_norm_17 = torch.nn.functional.layer_norm(embeddings_8, (64,), L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_bias_, 1e-05)
        return (layer_norm_17, embeddings_8)
