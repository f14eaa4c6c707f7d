import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, L_self_modules_embeddings_parameters_cls_token_: torch.nn.parameter.Parameter):
        flatten = embeddings.flatten(2)
        embeddings_1 = flatten.transpose(1, 2)
        flatten = None
        cls_tokens = L_self_modules_embeddings_parameters_cls_token_.expand(1, -1, -1)
        embeddings_2 = torch.cat((cls_tokens, embeddings_1), dim=1)
        embeddings_1 = cls_tokens = None
        return (embeddings_2,)
