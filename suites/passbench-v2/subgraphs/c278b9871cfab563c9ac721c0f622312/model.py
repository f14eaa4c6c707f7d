import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_4: torch.Tensor, transpose_30: torch.Tensor):
        attention_scores_8 = torch.matmul(query_layer_4, transpose_30)
        attention_scores_9 = attention_scores_8 / 5.656854249492381
        attention_scores_8 = None
        return (attention_scores_9,)
