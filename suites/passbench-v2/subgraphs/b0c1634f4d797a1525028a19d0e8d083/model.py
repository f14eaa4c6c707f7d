import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_2: torch.Tensor, attention_scores_4: torch.Tensor, attn_mask_1: torch.Tensor):
        relative_position_bias_5 = permute_2.contiguous()
        unsqueeze_3 = relative_position_bias_5.unsqueeze(0)
        relative_position_bias_5 = None
        attention_scores_5 = attention_scores_4 + unsqueeze_3
        unsqueeze_3 = None
        attention_scores_6 = attention_scores_5.view(1, 25, 4, 144, 144)
        attention_scores_5 = None
        unsqueeze_4 = attn_mask_1.unsqueeze(1)
        unsqueeze_5 = unsqueeze_4.unsqueeze(0)
        unsqueeze_4 = None
        attention_scores_7 = attention_scores_6 + unsqueeze_5
        attention_scores_6 = unsqueeze_5 = None
        attention_scores_8 = attention_scores_7.view(-1, 4, 144, 144)
        attention_scores_7 = None
        attention_probs_2 = torch.nn.functional.softmax(attention_scores_8, dim=-1)
        attention_scores_8 = None
        attention_probs_3 = torch.nn.functional.dropout(attention_probs_2, 0.0, False, False)
        attention_probs_2 = None
        return (attention_probs_3,)
