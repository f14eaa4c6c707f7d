import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_2: torch.Tensor, transpose_17: torch.Tensor):
        attention_scores_4 = torch.matmul(query_layer_2, transpose_17)
        attention_scores_5 = attention_scores_4 / 5.656854249492381
        attention_scores_4 = None
        return (attention_scores_5,)
