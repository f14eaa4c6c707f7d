import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_19: torch.Tensor, unsqueeze_12: torch.Tensor):
        attention_scores_20 = attention_scores_19 + unsqueeze_12
        attention_probs_8 = torch.nn.functional.softmax(attention_scores_20, dim=-1)
        attention_scores_20 = None
        attention_probs_9 = torch.nn.functional.dropout(attention_probs_8, 0.0, False, False)
        attention_probs_8 = None
        return (attention_probs_9,)
