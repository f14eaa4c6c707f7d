import torch


class GraphModule(torch.nn.Module):
    def forward(self, layer_norm_25: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_6: torch.Tensor):
        linear_38 = torch._C._nn.linear(layer_norm_25, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        view_32 = linear_38.view(1, -1, 8, 16)
        linear_38 = None
        value_layer_6 = view_32.transpose(1, 2)
        view_32 = None
        transpose_43 = key_layer_6.transpose(-1, -2)
        return (transpose_43, value_layer_6)
