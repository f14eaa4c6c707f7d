import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_in_proj_parameters_weight_: torch.nn.parameter.Parameter):
        qp = torch._C._nn.linear(embeddings_2, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_in_proj_parameters_weight_, None)
        x = qp.view((1, 128, 12, -1))
        qp = None
        return (x,)
