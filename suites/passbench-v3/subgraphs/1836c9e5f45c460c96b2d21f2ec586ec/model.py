import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, queries: torch.Tensor, attn_output_169: torch.Tensor, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        queries_1 = queries + attn_output_169
        queries_2 = torch.nn.functional.layer_norm(queries_1, (256,), L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_, 1e-05)
        queries_1 = None
        return (queries_2,)
