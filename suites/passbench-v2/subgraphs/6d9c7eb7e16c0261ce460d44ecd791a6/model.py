import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_3: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_2 = torch._C._nn.linear(embeddings_3, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_)
        view_17 = linear_2.view((1, -1, 12, 64))
        linear_2 = None
        key_layer = view_17.transpose(1, 2)
        view_17 = None
        return (key_layer,)
