import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_2: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_bias_: torch.nn.parameter.Parameter):
        context_layer = transpose_2.reshape(1, 3136, 32)
        context_layer_1 = torch._C._nn.linear(context_layer, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_bias_)
        context_layer = None
        context_layer_2 = torch.nn.functional.dropout(context_layer_1, 0.0, False, False)
        context_layer_1 = None
        return (context_layer_2,)
