import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_21: torch.Tensor, extended_attention_mask_2: torch.Tensor):
        attention_scores_22 = attention_scores_21 / 8.0
        attention_scores_23 = attention_scores_22 + extended_attention_mask_2
        attention_scores_22 = None
        attention_probs_14 = torch.nn.functional.softmax(attention_scores_23, dim=-1)
        attention_scores_23 = None
        attention_probs_15 = torch.nn.functional.dropout(attention_probs_14, 0.1, False, False)
        attention_probs_14 = None
        return (attention_probs_15,)
