import torch


class GraphModule(torch.nn.Module):
    def forward(self, rel_embeddings_1: torch.Tensor, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_5 = torch._C._nn.linear(rel_embeddings_1, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_weight_, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_bias_)
        x_5 = linear_5.view((1, 512, 12, -1))
        linear_5 = None
        permute_4 = x_5.permute(0, 2, 1, 3)
        x_5 = None
        return (permute_4,)
