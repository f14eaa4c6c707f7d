import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, transpose_3: torch.Tensor):
        attention_scores = torch.matmul(query_layer, transpose_3)
        attention_scores_1 = attention_scores / 5.656854249492381
        attention_scores = None
        return (attention_scores_1,)
