import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_12: torch.Tensor, attention_scores_28: torch.Tensor):
        relative_position_bias_20 = permute_12.contiguous()
        unsqueeze_18 = relative_position_bias_20.unsqueeze(0)
        relative_position_bias_20 = None
        attention_scores_29 = attention_scores_28 + unsqueeze_18
        unsqueeze_18 = None
        attention_probs_12 = torch.nn.functional.softmax(attention_scores_29, dim=-1)
        attention_scores_29 = None
        attention_probs_13 = torch.nn.functional.dropout(attention_probs_12, 0.0, False, False)
        attention_probs_12 = None
        return (attention_probs_13,)
