import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_1: torch.Tensor, extended_attention_mask_2: torch.Tensor, alibi_bias: torch.Tensor):
        attention_scores_2 = attention_scores_1 + extended_attention_mask_2
        add_2 = attention_scores_2 + alibi_bias
        attention_scores_2 = None
        return (add_2,)
