import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_13: torch.Tensor, unsqueeze_11: torch.Tensor, attn_mask_3: torch.Tensor):
        attention_scores_14 = attention_scores_13 + unsqueeze_11
        view_65 = attention_scores_14.view(1, 16, 6, 49, 49)
        attention_scores_14 = None
        unsqueeze_12 = attn_mask_3.unsqueeze(1)
        unsqueeze_13 = unsqueeze_12.unsqueeze(0)
        unsqueeze_12 = None
        attention_scores_15 = view_65 + unsqueeze_13
        view_65 = unsqueeze_13 = None
        unsqueeze_14 = attn_mask_3.unsqueeze(1)
        unsqueeze_15 = unsqueeze_14.unsqueeze(0)
        unsqueeze_14 = None
        attention_scores_16 = attention_scores_15 + unsqueeze_15
        attention_scores_15 = unsqueeze_15 = None
        attention_scores_17 = attention_scores_16.view(-1, 6, 49, 49)
        attention_scores_16 = None
        return (attention_scores_17,)
