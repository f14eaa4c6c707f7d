import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(embeddings_2, L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_, L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_)
        view = linear.view(1, -1, 12, 64)
        linear = None
        q = view.transpose(1, 2)
        view = None
        return (q,)
