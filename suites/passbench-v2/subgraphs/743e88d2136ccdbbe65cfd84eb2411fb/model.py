import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, L_self_modules_embeddings_parameters_cls_token_: torch.nn.parameter.Parameter):
        flatten = embeddings.flatten(2)
        embeddings_1 = flatten.transpose(1, 2)
        flatten = None
        cls_tokens = L_self_modules_embeddings_parameters_cls_token_.expand(1, -1, -1)
        return (cls_tokens, embeddings_1)
