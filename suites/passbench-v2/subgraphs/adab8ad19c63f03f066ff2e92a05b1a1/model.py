import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_6: torch.Tensor, attention_scores_13: torch.Tensor, attn_mask_3: torch.Tensor):
        relative_position_bias_11 = permute_6.contiguous()
        unsqueeze_9 = relative_position_bias_11.unsqueeze(0)
        relative_position_bias_11 = None
        attention_scores_14 = attention_scores_13 + unsqueeze_9
        unsqueeze_9 = None
        attention_scores_15 = attention_scores_14.view(1, 16, 6, 49, 49)
        attention_scores_14 = None
        unsqueeze_10 = attn_mask_3.unsqueeze(1)
        unsqueeze_11 = unsqueeze_10.unsqueeze(0)
        unsqueeze_10 = None
        attention_scores_16 = attention_scores_15 + unsqueeze_11
        attention_scores_15 = unsqueeze_11 = None
        attention_scores_17 = attention_scores_16.view(-1, 6, 49, 49)
        attention_scores_16 = None
        attention_probs_6 = torch.nn.functional.softmax(attention_scores_17, dim=-1)
        attention_scores_17 = None
        attention_probs_7 = torch.nn.functional.dropout(attention_probs_6, 0.0, False, False)
        attention_probs_6 = None
        return (attention_probs_7,)
