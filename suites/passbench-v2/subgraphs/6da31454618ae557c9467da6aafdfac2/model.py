import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_46: torch.Tensor, unsqueeze_40: torch.Tensor):
        attention_scores_47 = attention_scores_46 + unsqueeze_40
        attention_probs_20 = torch.nn.functional.softmax(attention_scores_47, dim=-1)
        attention_scores_47 = None
        attention_probs_21 = torch.nn.functional.dropout(attention_probs_20, 0.0, False, False)
        attention_probs_20 = None
        return (attention_probs_21,)
