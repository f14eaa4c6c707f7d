import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_4: torch.Tensor, unsqueeze_3: torch.Tensor, attn_mask_1: torch.Tensor):
        attention_scores_5 = attention_scores_4 + unsqueeze_3
        view_28 = attention_scores_5.view(1, 64, 3, 49, 49)
        attention_scores_5 = None
        unsqueeze_4 = attn_mask_1.unsqueeze(1)
        unsqueeze_5 = unsqueeze_4.unsqueeze(0)
        unsqueeze_4 = None
        attention_scores_6 = view_28 + unsqueeze_5
        view_28 = unsqueeze_5 = None
        unsqueeze_6 = attn_mask_1.unsqueeze(1)
        unsqueeze_7 = unsqueeze_6.unsqueeze(0)
        unsqueeze_6 = None
        attention_scores_7 = attention_scores_6 + unsqueeze_7
        attention_scores_6 = unsqueeze_7 = None
        attention_scores_8 = attention_scores_7.view(-1, 3, 49, 49)
        attention_scores_7 = None
        return (attention_scores_8,)
