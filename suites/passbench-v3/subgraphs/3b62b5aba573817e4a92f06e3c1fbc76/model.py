import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_embeddings_modules_projection_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_projection_parameters_bias_: torch.nn.parameter.Parameter):
        embeddings_3 = torch._C._nn.linear(embeddings_2, L_self_modules_embeddings_modules_projection_parameters_weight_, L_self_modules_embeddings_modules_projection_parameters_bias_)
        embeddings_4 = torch.nn.functional.dropout(embeddings_3, 0.1, False, False)
        embeddings_3 = None
        return (embeddings_4,)
