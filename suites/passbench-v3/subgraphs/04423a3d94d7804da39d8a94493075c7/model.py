import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_4: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_49 = torch._C._nn.linear(embeddings_4, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_)
        view_1 = linear_49.view((1, 128, -1, 96))
        linear_49 = None
        key_layer = view_1.transpose(1, 2)
        view_1 = None
        return (key_layer,)
