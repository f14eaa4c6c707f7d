import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, image_embeddings_2: torch.Tensor, attn_output_50: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_bias_: torch.nn.parameter.Parameter):
        keys = image_embeddings_2 + attn_output_50
        keys_1 = torch.nn.functional.layer_norm(keys, (256,), L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_bias_, 1e-06)
        keys = None
        return (keys_1,)
