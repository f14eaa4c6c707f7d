import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_6: torch.Tensor, transpose_43: torch.Tensor):
        attention_scores_12 = torch.matmul(query_layer_6, transpose_43)
        attention_scores_13 = attention_scores_12 / 5.656854249492381
        attention_scores_12 = None
        return (attention_scores_13,)
