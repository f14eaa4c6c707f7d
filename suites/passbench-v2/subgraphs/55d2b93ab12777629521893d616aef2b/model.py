import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_4: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_: torch.nn.parameter.Parameter):
        linear_48 = torch._C._nn.linear(embeddings_4, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_)
        view = linear_48.view((1, 128, -1, 96))
        linear_48 = None
        return (view,)
