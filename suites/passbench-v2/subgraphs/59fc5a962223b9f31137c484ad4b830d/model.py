import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_51: torch.Tensor, unsqueeze_35: torch.Tensor):
        attention_scores_52 = attention_scores_51 + unsqueeze_35
        attention_scores_53 = attention_scores_52.view(-1, 24, 49, 49)
        attention_scores_52 = None
        attention_probs_22 = torch.nn.functional.softmax(attention_scores_53, dim=-1)
        attention_scores_53 = None
        attention_probs_23 = torch.nn.functional.dropout(attention_probs_22, 0.0, False, False)
        attention_probs_22 = None
        return (attention_probs_23,)
