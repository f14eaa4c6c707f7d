import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores: torch.Tensor, key_position_scores_r_t: torch.Tensor, extended_attention_mask_2: torch.Tensor):
        attention_scores_1 = attention_scores + key_position_scores_r_t
        attention_scores_2 = attention_scores_1 / 2.8284271247461903
        attention_scores_1 = None
        attention_scores_3 = attention_scores_2 + extended_attention_mask_2
        attention_scores_2 = None
        attention_probs = torch.nn.functional.softmax(attention_scores_3, dim=-1)
        attention_scores_3 = None
        attention_probs_1 = torch.nn.functional.dropout(attention_probs, 0.1, False, False)
        attention_probs = None
        return (attention_probs_1,)
