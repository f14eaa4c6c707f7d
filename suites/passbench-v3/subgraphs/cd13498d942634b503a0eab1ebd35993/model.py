import torch


class GraphModule(torch.nn.Module):
    def forward(self, conv3d: torch.Tensor, L_self_modules_embeddings_parameters_cls_token_: torch.nn.parameter.Parameter):
        flatten = conv3d.flatten(2)
        embeddings = flatten.transpose(1, 2)
        flatten = None
        cls_tokens = L_self_modules_embeddings_parameters_cls_token_.expand(1, -1, -1)
        embeddings_1 = torch.cat((cls_tokens, embeddings), dim=1)
        embeddings = cls_tokens = None
        return (embeddings_1,)
