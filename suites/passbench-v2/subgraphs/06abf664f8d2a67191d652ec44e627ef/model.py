import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_22: torch.Tensor, unsqueeze_19: torch.Tensor, attn_mask_5: torch.Tensor):
        attention_scores_23 = attention_scores_22 + unsqueeze_19
        view_102 = attention_scores_23.view(1, 4, 12, 49, 49)
        attention_scores_23 = None
        unsqueeze_20 = attn_mask_5.unsqueeze(1)
        unsqueeze_21 = unsqueeze_20.unsqueeze(0)
        unsqueeze_20 = None
        attention_scores_24 = view_102 + unsqueeze_21
        view_102 = unsqueeze_21 = None
        unsqueeze_22 = attn_mask_5.unsqueeze(1)
        unsqueeze_23 = unsqueeze_22.unsqueeze(0)
        unsqueeze_22 = None
        attention_scores_25 = attention_scores_24 + unsqueeze_23
        attention_scores_24 = unsqueeze_23 = None
        attention_scores_26 = attention_scores_25.view(-1, 12, 49, 49)
        attention_scores_25 = None
        return (attention_scores_26,)
