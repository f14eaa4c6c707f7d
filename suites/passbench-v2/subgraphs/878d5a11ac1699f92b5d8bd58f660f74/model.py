import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_28: torch.Tensor, unsqueeze_24: torch.Tensor):
        attention_scores_29 = attention_scores_28 + unsqueeze_24
        attention_probs_12 = torch.nn.functional.softmax(attention_scores_29, dim=-1)
        attention_scores_29 = None
        attention_probs_13 = torch.nn.functional.dropout(attention_probs_12, 0.0, False, False)
        attention_probs_12 = None
        return (attention_probs_13,)
