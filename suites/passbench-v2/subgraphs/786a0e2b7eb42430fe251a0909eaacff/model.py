import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, queries_10: torch.Tensor, point_embeddings: torch.Tensor, keys_3: torch.Tensor, image_positional_embeddings_3: torch.Tensor):
        query_75 = queries_10 + point_embeddings
        key_74 = keys_3 + image_positional_embeddings_3
        return (query_75, key_74)
