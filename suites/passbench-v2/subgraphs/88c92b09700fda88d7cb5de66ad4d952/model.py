import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_10: torch.Tensor, unsqueeze_6: torch.Tensor):
        attention_scores_11 = attention_scores_10 + unsqueeze_6
        attention_probs_4 = torch.nn.functional.softmax(attention_scores_11, dim=-1)
        attention_scores_11 = None
        attention_probs_5 = torch.nn.functional.dropout(attention_probs_4, 0.0, False, False)
        attention_probs_4 = None
        return (attention_probs_5,)
