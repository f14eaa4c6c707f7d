import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(embeddings_2, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_)
        x = linear.view(1, 11, 12, 64)
        linear = None
        key_layer = x.permute(0, 2, 1, 3)
        x = None
        return (key_layer,)
