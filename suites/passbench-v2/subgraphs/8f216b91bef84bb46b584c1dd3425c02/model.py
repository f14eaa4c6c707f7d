import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_10: torch.Tensor, attention_scores_22: torch.Tensor, attn_mask_5: torch.Tensor):
        relative_position_bias_17 = permute_10.contiguous()
        unsqueeze_15 = relative_position_bias_17.unsqueeze(0)
        relative_position_bias_17 = None
        attention_scores_23 = attention_scores_22 + unsqueeze_15
        unsqueeze_15 = None
        attention_scores_24 = attention_scores_23.view(1, 4, 12, 49, 49)
        attention_scores_23 = None
        unsqueeze_16 = attn_mask_5.unsqueeze(1)
        unsqueeze_17 = unsqueeze_16.unsqueeze(0)
        unsqueeze_16 = None
        attention_scores_25 = attention_scores_24 + unsqueeze_17
        attention_scores_24 = unsqueeze_17 = None
        attention_scores_26 = attention_scores_25.view(-1, 12, 49, 49)
        attention_scores_25 = None
        attention_probs_10 = torch.nn.functional.softmax(attention_scores_26, dim=-1)
        attention_scores_26 = None
        attention_probs_11 = torch.nn.functional.dropout(attention_probs_10, 0.0, False, False)
        attention_probs_10 = None
        return (attention_probs_11,)
