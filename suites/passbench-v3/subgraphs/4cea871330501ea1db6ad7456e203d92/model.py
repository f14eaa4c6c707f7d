import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores: torch.Tensor, mask: torch.Tensor):
        attention_scores_1 = attention_scores / 8.0
        attention_scores_2 = attention_scores_1 + mask
        attention_scores_1 = None
        attention_probs = torch.nn.functional.softmax(attention_scores_2, dim=-1)
        attention_scores_2 = None
        attention_probs_1 = torch.nn.functional.dropout(attention_probs, 0.0, False, False)
        attention_probs = None
        return (attention_probs_1,)
