import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_6: torch.Tensor, mask: torch.Tensor):
        attention_scores_7 = attention_scores_6 / 8.0
        attention_scores_8 = attention_scores_7 + mask
        attention_scores_7 = None
        return (attention_scores_8,)
